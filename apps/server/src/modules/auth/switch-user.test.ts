import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, auditLog } from '../../db/schema';
import { DEMO_ACCOUNTS } from '../../db/seed';
import { TEST_DRIVERS } from '../../db/testing';
import { findAccountByEmail, startTestApi, type TestApi } from '../../testing/test-api';
import { SWITCH_START_ACTION } from '../audit/record-audit';
import { SWITCHED_MUTATION_ACTION } from '../audit/audit-switched-mutations';

const RESTAURANT_COMPANIES = '{ restaurants { totalCount edges { node { company { name } } } } }';

describe.each(TEST_DRIVERS)('switch user (%s)', (driver) => {
  let api: TestApi;
  let adminToken: string;
  beforeAll(async () => {
    api = await startTestApi(driver);
    adminToken = await api.signIn(DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password);
  });
  afterAll(async () => {
    await api?.close();
  });

  function companyNames(body: { data?: Record<string, unknown> | null }): string[] {
    const connection = body.data?.restaurants as { edges: { node: { company: { name: string } } }[] };
    return [...new Set(connection.edges.map((edge) => edge.node.company.name))].sort();
  }

  it('lets the administrator act with the target company rights only', async () => {
    const asAdmin = await api.graphql(RESTAURANT_COMPANIES, { token: adminToken });
    expect(companyNames(asAdmin.body)).toEqual(['Corner Pizza', 'Demo Burger Co']);

    const switched = await api.graphql(
      `{ me { email } switchedUser { email roles } ${RESTAURANT_COMPANIES.slice(1, -1)} }`,
      {
        token: adminToken,
        switchUser: DEMO_ACCOUNTS.basic.email,
      },
    );
    expect(switched.body.errors).toBeUndefined();
    expect(switched.body.data?.me).toEqual({ email: DEMO_ACCOUNTS.admin.email });
    expect(switched.body.data?.switchedUser).toEqual({
      email: DEMO_ACCOUNTS.basic.email,
      roles: [...DEMO_ACCOUNTS.basic.roles],
    });
    expect(companyNames(switched.body)).toEqual(['Corner Pizza']);
  });

  it('loses the administrator-only operations while switched', async () => {
    const result = await api.graphql('{ search(search: "") { companys { totalCount } } }', {
      token: adminToken,
      switchUser: DEMO_ACCOUNTS.company.email,
    });
    expect(result.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('records one switch-user.start row per administrator and target per hour', async () => {
    const admin = await findAccountByEmail(api.database, DEMO_ACCOUNTS.admin.email);
    const target = await findAccountByEmail(api.database, DEMO_ACCOUNTS.manager.email);
    for (let request = 0; request < 3; request += 1) {
      await api.graphql('{ connected }', { token: adminToken, switchUser: DEMO_ACCOUNTS.manager.email });
    }
    const rows = await api.database.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.actorAccountId, admin.id),
          eq(auditLog.subjectAccountId, target.id),
          eq(auditLog.action, SWITCH_START_ACTION),
        ),
      );
    expect(rows).toHaveLength(1);
  });

  it('records every mutation made while switched, naming both accounts', async () => {
    const admin = await findAccountByEmail(api.database, DEMO_ACCOUNTS.admin.email);
    const target = await findAccountByEmail(api.database, DEMO_ACCOUNTS.app.email);
    const result = await api.graphql('mutation Renew { refresh { token } }', {
      token: adminToken,
      switchUser: DEMO_ACCOUNTS.app.email,
    });
    expect(result.body.errors).toBeUndefined();
    const rows = await api.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, SWITCHED_MUTATION_ACTION), eq(auditLog.subjectAccountId, target.id)));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ actorAccountId: admin.id, data: { operationName: 'Renew', fields: ['refresh'] } });
  });

  it('refreshes the token of the administrator, not of the target', async () => {
    const result = await api.graphql('mutation { refresh { token } }', {
      token: adminToken,
      switchUser: DEMO_ACCOUNTS.basic.email,
    });
    const token = (result.body.data?.refresh as { token: string }).token;
    const me = await api.graphql('{ me { email } switchedUser { email } }', { token });
    expect(me.body.data).toEqual({ me: { email: DEMO_ACCOUNTS.admin.email }, switchedUser: null });
  });

  it('still lets the administrator view a disabled target', async () => {
    const disabled = await findAccountByEmail(api.database, DEMO_ACCOUNTS.basic.email);
    await api.database.db.update(accounts).set({ enabled: false }).where(eq(accounts.id, disabled.id));
    try {
      const result = await api.graphql('{ switchedUser { email enabled } }', {
        token: adminToken,
        switchUser: DEMO_ACCOUNTS.basic.email,
      });
      expect(result.status).toBe(200);
      expect(result.body.data?.switchedUser).toEqual({ email: DEMO_ACCOUNTS.basic.email, enabled: false });
    } finally {
      await api.database.db.update(accounts).set({ enabled: true }).where(eq(accounts.id, disabled.id));
    }
  });

  it('answers HTTP 403 to the header from an account without the switch right', async () => {
    const managerToken = await api.signIn(DEMO_ACCOUNTS.manager.email, DEMO_ACCOUNTS.manager.password);
    const result = await api.graphql(RESTAURANT_COMPANIES, {
      token: managerToken,
      switchUser: DEMO_ACCOUNTS.company.email,
    });
    expect(result.status).toBe(403);
    expect(result.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(result.text).not.toContain('Demo Burger');
  });

  it('answers HTTP 403 to an unknown target and to a visitor sending the header', async () => {
    const unknown = await api.graphql('{ connected }', { token: adminToken, switchUser: 'nobody@demo.comptoir.test' });
    expect(unknown.status).toBe(403);
    const visitor = await api.graphql('{ connected }', { switchUser: DEMO_ACCOUNTS.company.email });
    expect(visitor.status).toBe(403);
  });

  it('refuses a switcher who is not an administrator the rights of an administrator', async () => {
    const manager = await findAccountByEmail(api.database, DEMO_ACCOUNTS.manager.email);
    await api.database.db
      .update(accounts)
      .set({ roles: ['ROLE_ACCOUNT_MANAGER', 'ROLE_CAN_SWITCH_USER'] })
      .where(eq(accounts.id, manager.id));
    try {
      const managerToken = await api.signIn(DEMO_ACCOUNTS.manager.email, DEMO_ACCOUNTS.manager.password);
      const asCompany = await api.graphql('{ switchedUser { email } }', {
        token: managerToken,
        switchUser: DEMO_ACCOUNTS.basic.email,
      });
      expect(asCompany.body.data?.switchedUser).toEqual({ email: DEMO_ACCOUNTS.basic.email });
      const asAdmin = await api.graphql(RESTAURANT_COMPANIES, {
        token: managerToken,
        switchUser: DEMO_ACCOUNTS.admin.email,
      });
      expect(asAdmin.status).toBe(403);
      expect(asAdmin.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    } finally {
      await api.database.db
        .update(accounts)
        .set({ roles: [...DEMO_ACCOUNTS.manager.roles] })
        .where(eq(accounts.id, manager.id));
    }
  });
});
