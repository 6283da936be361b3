import { expect, test } from '@playwright/test';
import { AppShell } from '../pages/app-shell';
import { MenuMakerPage } from '../pages/menu-maker-page';
import { ServiceRequestsPage } from '../pages/service-requests-page';

test('an account manager activates the menu maker for Corner Pizza from its request, and switching it off takes it away', async ({
  browser,
}) => {
  // Two accounts in two browsers, a request, its acceptance, a switch and three visits of the menu maker: more than the
  // default 30 s on a busy 2-core machine.
  test.setTimeout(90_000);
  const pizza = await (await browser.newContext()).newPage();
  await new AppShell(pizza).signInAs('basic');
  const maker = new MenuMakerPage(pizza);
  await maker.goto();
  await expect(maker.gateMessage()).toBeVisible();
  const comment = `We want to edit our pizzas (${Date.now()})`;
  await pizza.getByRole('textbox', { name: 'Comment (optional)' }).fill(comment);
  await pizza.getByRole('button', { name: 'Ask for activation' }).click();
  await expect(pizza.getByText('Your request was sent: support will contact you.')).toBeVisible();

  const manager = await (await browser.newContext()).newPage();
  await new AppShell(manager).signInAs('manager');
  const inbox = new ServiceRequestsPage(manager);
  await expect(inbox.menuEntry()).toContainText(/\d/);
  await inbox.openFromMenu();
  const request = inbox.request('Corner Pizza', comment);
  await expect(request).toContainText('Menu maker');
  await inbox.accept(request);
  await expect(request).toBeHidden();
  await manager.getByText('Accepted', { exact: true }).click();
  await expect(inbox.request('Corner Pizza', comment)).toContainText('Accepted by Hugo Bernard');

  await maker.goto();
  await expect(pizza.getByRole('combobox', { name: 'Menu to edit' })).toBeVisible();
  await expect(maker.gateMessage()).toBeHidden();

  // Switched off again from the company page: the menu maker closes for Corner Pizza at once.
  await manager.goto('/companys');
  await manager.getByRole('link', { name: 'Open Corner Pizza' }).click();
  const menuMaker = manager.getByRole('switch', { name: 'Menu maker on or off' });
  await expect(menuMaker).toBeChecked();
  await menuMaker.click({ force: true });
  await expect(menuMaker).not.toBeChecked();
  await expect(manager.getByText(/Menu maker switched off/)).toBeVisible();

  await maker.goto();
  await expect(maker.gateMessage()).toBeVisible();
});
