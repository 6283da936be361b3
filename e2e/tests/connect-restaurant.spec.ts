import { expect, test, type APIRequestContext } from '@playwright/test';
import { AppShell } from '../pages/app-shell';
import { ConnectRestaurantPage } from '../pages/connect-restaurant-page';
import { OrdersPage, placeOrder, type PlatformCode } from '../pages/orders-page';
import { PendingRestaurantsPage } from '../pages/pending-restaurants-page';

// Stores the simulator holds but Comptoir does not yet (platform-sim's uber-merchant.ts and unconnected-stores.ts): one
// of the Uber Eats owner's stores, and a Deliveroo site whose restaurant linked Comptoir in Partner Hub.
const UBER_STORE = 'Demo Burger Montmartre';
const DELIVEROO_SITE = {
  name: 'Demo Pizza Canal',
  hub: 'https://partner-hub.deliveroo.com/brands/48213/restaurants/702911/orders',
};
const DELIVEROO_TABLET = { login: 'canal@demo.comptoir.test', password: 'canal-tablet-2026' };

async function restaurantUuid(request: APIRequestContext, token: string, title: string): Promise<string> {
  const answer = await request.post('/graphql/kom', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      query: 'query($search: String) { restaurants(search: $search) { edges { node { uuid title } } } }',
      variables: { search: title },
    },
  });
  const body = (await answer.json()) as {
    data: { restaurants: { edges: { node: { uuid: string; title: string } }[] } };
  };
  const found = body.data.restaurants.edges.find((edge) => edge.node.title === title);
  if (!found) throw new Error(`no restaurant ${title}`);
  return found.node.uuid;
}

test('a company connects an Uber Eats store with "Connect with Uber" and a Deliveroo site from its Hub address; once its account manager approves them, an order on each reaches its tablet', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const company = await (await browser.newContext()).newPage();
  await new AppShell(company).signInAs('company');
  const wizard = new ConnectRestaurantPage(company);

  // Uber Eats: the owner allows Comptoir on Uber's page, then picks a store from the list Uber pages.
  await wizard.openFromCompanyPage('Demo Burger Co');
  await wizard.choosePlatform('Uber Eats');
  await wizard.connectWithUber();
  await wizard.pickUberStore(UBER_STORE);
  await wizard.continue();
  await expect(wizard.step(2, 3)).toBeVisible();
  await wizard.tabletless();
  await wizard.continue();
  await expect(wizard.step(3, 3)).toBeVisible();
  await expect(company.getByText(/Store chosen from your Uber account/)).toBeVisible();
  await wizard.sendForReview(UBER_STORE);

  // Deliveroo: the Hub address pasted, its brand and branch ids read from it; the tablet login checked by Deliveroo.
  await wizard.addAnother();
  await wizard.choosePlatform('Deliveroo');
  await wizard.pasteHubAddress(DELIVEROO_SITE.hub);
  await expect(company.getByText('48213')).toBeVisible();
  await expect(company.getByText('702911')).toBeVisible();
  await wizard.name(DELIVEROO_SITE.name);
  await wizard.continue();
  await wizard.tabletLogin(DELIVEROO_TABLET.login, DELIVEROO_TABLET.password);
  await wizard.continue();
  await expect(company.getByText('Accepted by Deliveroo')).toBeVisible();
  await expect(company.getByText('Brand id 48213, branch id 702911')).toBeVisible();
  await wizard.sendForReview(DELIVEROO_SITE.name);

  await company.getByRole('link', { name: "See the company's restaurants" }).click();
  for (const title of [UBER_STORE, DELIVEROO_SITE.name]) {
    await expect(wizard.restaurantOnCompanyPage(title)).toContainText('Waiting for review');
  }

  // The account manager sees them counted in the side menu, and approves both.
  const manager = await (await browser.newContext()).newPage();
  await new AppShell(manager).signInAs('manager');
  const pending = new PendingRestaurantsPage(manager);
  await expect(pending.menuEntry()).toContainText(/\d/);
  await pending.openFromMenu();
  await expect(pending.restaurant(UBER_STORE, 'Uber Eats')).toContainText('Demo Burger Co');
  await pending.approve(UBER_STORE, 'Uber Eats');
  await pending.approve(DELIVEROO_SITE.name, 'Deliveroo');

  // An order placed on each new restaurant arrives on the company's tablet, under New.
  await company.reload();
  for (const title of [UBER_STORE, DELIVEROO_SITE.name]) {
    await expect(wizard.restaurantOnCompanyPage(title)).not.toContainText('Waiting for review');
  }
  const orders = new OrdersPage(company);
  const token = await orders.token();
  const placed: string[] = [];
  for (const [title, platform] of [
    [UBER_STORE, 'PLATFORM_UBER_EAT'],
    [DELIVEROO_SITE.name, 'PLATFORM_DELIVEROO'],
  ] as [string, PlatformCode][]) {
    const uuid = await restaurantUuid(company.request, token, title);
    placed.push((await placeOrder(company.request, token, platform, { restaurantUuid: uuid })).displayId);
  }
  await orders.goto();
  await orders.tab('New').click();
  for (const displayId of placed) await expect(orders.card(displayId)).toBeVisible();
});
