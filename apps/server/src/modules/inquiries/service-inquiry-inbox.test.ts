import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, companySubscriptions, outgoingEmails } from '../../db/schema';
import { DEMO_ACCOUNTS, DEMO_COMPANY_NAMES } from '../../db/seed';
import { TEST_DRIVERS } from '../../db/testing';
import { createTestAccount, startTestApi, type TestApi } from '../../testing/test-api';

const INQUIRE = `mutation($services: [String!]!, $comment: String) { serviceInquiry(services: $services, comment: $comment) { id status } }`;
const INBOX = `query($status: ServiceInquiryStatus, $first: Int, $after: String) {
  serviceInquiries(status: $status, first: $first, after: $after) {
    totalCount pageInfo { hasNextPage endCursor }
    edges { node { id services comment status requestedBy answeredBy answeredAt response company { name } } }
  }
}`;
const ACCEPT = `mutation($id: Int!, $services: [String!]) { acceptServiceInquiry(id: $id, services: $services) { id status answeredBy } }`;
const DECLINE = `mutation($id: Int!, $message: String!) { declineServiceInquiry(id: $id, message: $message) { id status response } }`;
const MENU_MAKER_OPEN = '{ menuMakerActivated }';

type Node = {
  id: number;
  services: string[];
  comment: string | null;
  status: string;
  requestedBy: string | null;
  answeredBy: string | null;
  response: string | null;
  company: { name: string } | null;
};
type Inbox = {
  totalCount: number;
  pageInfo: { hasNextPage: boolean; endCursor: string | null };
  edges: { node: Node }[];
};

describe.each(TEST_DRIVERS)('the service requests inbox (%s)', (driver) => {
  let api: TestApi;
  const tokens: Record<'manager' | 'admin' | 'basic' | 'company' | 'app', string> = {
    manager: '',
    admin: '',
    basic: '',
    company: '',
    app: '',
  };

  beforeAll(async () => {
    api = await startTestApi(driver);
    for (const key of Object.keys(tokens) as (keyof typeof tokens)[])
      tokens[key] = await api.signIn(DEMO_ACCOUNTS[key].email, DEMO_ACCOUNTS[key].password);
  });
  afterAll(async () => {
    await api?.close();
  });

  async function ask(token: string, services: string[], comment?: string): Promise<number> {
    const result = await api.graphql(INQUIRE, { token, variables: { services, comment } });
    expect(result.body.errors).toBeUndefined();
    return (result.body.data?.serviceInquiry as { id: number }).id;
  }

  async function inbox(token: string, variables: Record<string, unknown> = {}): Promise<Inbox> {
    const result = await api.graphql(INBOX, { token, variables });
    expect(result.body.errors).toBeUndefined();
    return result.body.data?.serviceInquiries as Inbox;
  }

  async function emailsTo(email: string, template: string) {
    return api.database.db
      .select()
      .from(outgoingEmails)
      .where(and(eq(outgoingEmails.toAddress, email), eq(outgoingEmails.template, template)));
  }

  async function pizzaService(service: string) {
    const [row] = await api.database.db
      .select({ activated: companySubscriptions.activated })
      .from(companySubscriptions)
      .innerJoin(companies, eq(companies.id, companySubscriptions.companyId))
      .where(and(eq(companies.name, DEMO_COMPANY_NAMES.pizza), eq(companySubscriptions.service, service)));
    return row?.activated;
  }

  it("reaches the company's account managers by e-mail and in their inbox, and accepting it opens the menu maker", async () => {
    expect((await api.graphql(MENU_MAKER_OPEN, { token: tokens.basic })).body.data?.menuMakerActivated).toBe(false);
    const id = await ask(tokens.basic, ['MENU_MAKER'], 'We want to edit our pizzas');
    const [received] = await emailsTo(DEMO_ACCOUNTS.manager.email, 'service-request-received');
    expect(received?.subject).toBe('Corner Pizza asks for Menu maker');
    expect(received?.text).toContain('We want to edit our pizzas');

    const open = await inbox(tokens.manager, { status: 'OPEN' });
    expect(open.edges.map(({ node }) => node)).toContainEqual(
      expect.objectContaining({
        id,
        services: ['MENU_MAKER'],
        status: 'OPEN',
        company: { name: DEMO_COMPANY_NAMES.pizza },
        answeredBy: null,
      }),
    );

    const accepted = await api.graphql(ACCEPT, { token: tokens.manager, variables: { id } });
    expect(accepted.body.data?.acceptServiceInquiry).toEqual({ id, status: 'ACCEPTED', answeredBy: 'Hugo Bernard' });
    expect(await pizzaService('MENU_MAKER')).toBe(true);
    expect((await api.graphql(MENU_MAKER_OPEN, { token: tokens.basic })).body.data?.menuMakerActivated).toBe(true);
    const [told] = await emailsTo(DEMO_ACCOUNTS.basic.email, 'service-request-accepted');
    expect(told?.subject).toBe('Your request is accepted: Menu maker');
    expect((await inbox(tokens.manager, { status: 'OPEN' })).edges.map(({ node }) => node.id)).not.toContain(id);

    const again = await api.graphql(DECLINE, { token: tokens.admin, variables: { id, message: 'Too late' } });
    expect(again.body.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', reason: 'ALREADY_ANSWERED' });
  });

  it('switches on the services the manager picks rather than those asked', async () => {
    const id = await ask(tokens.basic, ['MARKETING', 'TVA']);
    const result = await api.graphql(ACCEPT, { token: tokens.admin, variables: { id, services: ['TVA'] } });
    expect(result.body.errors).toBeUndefined();
    expect(await pizzaService('TVA')).toBe(true);
    expect(await pizzaService('MARKETING')).toBe(false);
  });

  it('declines with a message the company reads in its inbox and by e-mail; an empty message is refused', async () => {
    const id = await ask(tokens.basic, ['MARKETING']);
    const empty = await api.graphql(DECLINE, { token: tokens.manager, variables: { id, message: '   ' } });
    expect(empty.body.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { message: 'field_required' },
    });
    const declined = await api.graphql(DECLINE, {
      token: tokens.manager,
      variables: { id, message: 'Marketing needs a premium contract' },
    });
    expect(declined.body.data?.declineServiceInquiry).toEqual({
      id,
      status: 'DECLINED',
      response: 'Marketing needs a premium contract',
    });
    const [told] = await emailsTo(DEMO_ACCOUNTS.basic.email, 'service-request-declined');
    expect(told?.text).toContain('Marketing needs a premium contract');
    const own = await inbox(tokens.basic);
    expect(own.edges.find(({ node }) => node.id === id)?.node).toMatchObject({
      status: 'DECLINED',
      response: 'Marketing needs a premium contract',
      answeredBy: 'Hugo Bernard',
    });
    expect(await pizzaService('MARKETING')).toBe(false);
  });

  it('lets exactly one of two managers answering one request at once win', async () => {
    const id = await ask(tokens.basic, ['RUNNER_DISPLAY']);
    const answers = await Promise.all([
      api.graphql(ACCEPT, { token: tokens.manager, variables: { id } }),
      api.graphql(DECLINE, { token: tokens.admin, variables: { id, message: 'No' } }),
      api.graphql(ACCEPT, { token: tokens.admin, variables: { id } }),
    ]);
    expect(answers.filter((answer) => answer.body.errors === undefined)).toHaveLength(1);
    expect(answers.filter((answer) => answer.body.errors?.[0]?.extensions?.reason === 'ALREADY_ANSWERED')).toHaveLength(
      2,
    );
  });

  it('shows a company its own requests only, a stranger manager none, and refuses applications', async () => {
    const burgerId = await ask(tokens.company, ['MARKETING']);
    const pizza = await inbox(tokens.basic, { first: 100 });
    expect(pizza.edges.every(({ node }) => node.company?.name === DEMO_COMPANY_NAMES.pizza)).toBe(true);
    expect(pizza.edges.map(({ node }) => node.id)).not.toContain(burgerId);

    const stranger = await createTestAccount(api.database, { roles: ['ROLE_ACCOUNT_MANAGER'] });
    const strangerToken = await api.signIn(stranger.email, stranger.password);
    expect((await inbox(strangerToken)).totalCount).toBe(0);
    const probe = await api.graphql(ACCEPT, { token: strangerToken, variables: { id: burgerId } });
    const missing = await api.graphql(ACCEPT, { token: strangerToken, variables: { id: 2_000_000_000 } });
    expect(probe.body.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect(probe.body).toEqual(missing.body);
    expect((await api.graphql(INBOX, { token: tokens.app })).body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(
      (await api.graphql(ACCEPT, { token: tokens.basic, variables: { id: burgerId } })).body.errors?.[0]?.extensions
        ?.code,
    ).toBe('FORBIDDEN');
  });

  it('pages newest first with a cursor, and counts the open ones for the badge', async () => {
    for (let index = 0; index < 3; index += 1) await ask(tokens.basic, ['ANALYTICS'], `page ${index}`);
    const first = await inbox(tokens.manager, { status: 'OPEN', first: 2 });
    const second = await inbox(tokens.manager, { status: 'OPEN', first: 2, after: first.pageInfo.endCursor });
    const ids = [...first.edges, ...second.edges].map(({ node }) => node.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(new Set(ids).size).toBe(ids.length);
    expect(first.pageInfo.hasNextPage).toBe(true);
    expect(first.totalCount).toBeGreaterThanOrEqual(3);
  });
});
