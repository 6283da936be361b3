import { expect, type Locator, type Page } from '@playwright/test';

/** /graphiql: GraphiQL against /graphql/kom, signed in as the app's account. */
export class ApiExplorerPage {
  constructor(private readonly page: Page) {}

  async goto(): Promise<void> {
    await this.page.goto('/graphiql');
    await expect(this.page.getByRole('heading', { name: 'API explorer', level: 1 })).toBeVisible();
    await expect(this.queryEditor()).toBeVisible();
  }

  queryEditor(): Locator {
    return this.page.getByRole('region', { name: 'Query Editor' });
  }

  /**
   * Replaces the query editor's text through CodeMirror's own API (typing would meet its bracket completion) and runs
   * it.
   */
  async run(query: string): Promise<void> {
    await this.queryEditor()
      .locator('.CodeMirror')
      .evaluate(
        (element, text) =>
          (element as HTMLElement & { CodeMirror: { setValue(value: string): void } }).CodeMirror.setValue(text),
        query,
      );
    await expect(this.queryEditor()).toContainText(query);
    await this.page.getByRole('button', { name: /Execute query/ }).click();
  }

  result(): Locator {
    return this.page.getByRole('region', { name: 'Result Window' });
  }

  async openDocs(): Promise<void> {
    await this.page.getByRole('button', { name: 'Show Documentation Explorer' }).click();
    await expect(this.docs()).toBeVisible();
  }

  docs(): Locator {
    return this.page.getByRole('region', { name: 'Documentation Explorer' });
  }
}
