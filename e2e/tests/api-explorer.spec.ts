import { expect, test } from '@playwright/test';
import { ApiExplorerPage } from '../pages/api-explorer-page';
import { AppShell } from '../pages/app-shell';
import { DEMO } from '../pages/demo-accounts';
import { collectCspViolations } from '../pages/csp-violations';

test('the application account opens the API explorer, runs a query as itself and reads the schema docs, under the CSP', async ({
  page,
}) => {
  const violations = collectCspViolations(page);
  await new AppShell(page).signInAs('app');
  const explorer = new ApiExplorerPage(page);
  await explorer.goto();
  await expect(page.getByText(`Queries run as ${DEMO.app.email}.`)).toBeVisible();
  await expect(explorer.queryEditor()).toContainText('query Me');

  await explorer.run('{ me { email } }');
  await expect(explorer.result()).toContainText(`"email": "${DEMO.app.email}"`);

  await explorer.openDocs();
  await expect(explorer.docs().getByRole('link', { name: 'Mutation', exact: true })).toBeVisible();

  // The explorer fills the page under the top bar: its panes scroll, the page does not.
  for (const viewport of [
    { width: 1280, height: 800 },
    { width: 412, height: 915 },
  ]) {
    await page.setViewportSize(viewport);
    await expect(explorer.docs()).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeLessThanOrEqual(viewport.height);
  }
  expect(violations).toEqual([]);
});
