import { expect, test } from '@playwright/test';
import { AppShell } from '../pages/app-shell';
import { DisputesPage, generatePng, refundOrder } from '../pages/disputes-page';
import { OrdersPage, placeOrder } from '../pages/orders-page';

test('the demo company opens the bell, disputes a refunded order with a photo and finds it disputed in the list', async ({
  page,
  request,
}) => {
  await new AppShell(page).signInAs('company');
  const token = await new OrdersPage(page).token();
  const placed = await placeOrder(request, token, 'PLATFORM_JUST_EAT');
  await refundOrder(request, token, placed.platformOrderId);
  const shortId = placed.displayId.slice(-4);

  // The bell asks again at every start (docs/disputes.md#bell: no cache).
  await page.reload();
  const disputes = new DisputesPage(page);
  await expect(disputes.bell()).toBeVisible();
  const dialog = await disputes.openFromBell(shortId);
  await expect(dialog.getByText('Demo Burger Oberkampf')).toBeVisible();
  await expect(dialog.getByRole('table', { name: 'Disputed dishes' })).toBeVisible();

  // Without a photo, and none on the order, the dispute is not sent.
  await dialog.getByRole('button', { name: 'Dispute', exact: true }).click();
  await expect(dialog.getByText('A photo is required')).toBeVisible();

  await dialog
    .locator('input[type="file"]')
    .setInputFiles({ name: 'packed-order.png', mimeType: 'image/png', buffer: generatePng() });
  await dialog.getByRole('button', { name: 'Dispute', exact: true }).click();
  await expect(page.getByText('Dispute sent')).toBeVisible();
  await expect(dialog).toBeHidden();

  await page.goto('/dispute/order');
  const row = disputes
    .rows()
    .filter({ hasText: `#${shortId}` })
    .first();
  await expect(row).toContainText('Demo Burger Oberkampf');
  await expect(row).toContainText('Disputed');
  await row.getByRole('button', { name: `Open the dispute of order #${shortId}` }).click();
  const sent = page.getByRole('dialog', { name: `Dispute of order #${shortId}` });
  await expect(sent.getByRole('img', { name: 'Photo of the order' })).toBeVisible();
  await expect(sent.getByText('Photo sent as evidence')).toBeVisible();
});
