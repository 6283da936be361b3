import { expect, type Locator, type Page } from '@playwright/test';

type Tab = 'Menus' | 'Categories' | 'Items' | 'Modifiers' | 'Preview' | 'Publish';

/** /menu-maker/:id/:page: the menu maker (pick a configuration, edit it page by page, preview, publish). */
export class MenuMakerPage {
  constructor(private readonly page: Page) {}

  async goto(): Promise<void> {
    await this.page.goto('/menu-maker/0/menus');
    await expect(this.page.getByRole('heading', { name: 'Menu maker', level: 1 })).toBeVisible();
  }

  gateMessage(): Locator {
    return this.page.getByText('The menu maker needs activation by support: contact support to activate it.');
  }

  /** Picks a configuration: "Demo Burger Bastille · Uber Eats" (a live menu) or a draft's title. */
  async pick(label: string): Promise<void> {
    await this.page.getByRole('combobox', { name: 'Menu to edit' }).click();
    await this.page.getByRole('option', { name: label, exact: true }).click();
    await expect(this.page).toHaveURL(/\/menu-maker\/[1-9]\d*\//);
  }

  async openTab(tab: Tab): Promise<void> {
    await this.page.getByRole('tab', { name: tab, exact: true }).click();
    await expect(this.page.getByRole('tab', { name: tab, exact: true })).toHaveAttribute('aria-selected', 'true');
  }

  row(title: string): Locator {
    return this.page.getByTestId('menu-maker-row').filter({ has: this.page.getByText(title, { exact: true }) });
  }

  private dialog(): Locator {
    return this.page.getByRole('dialog');
  }

  // A field of the open dialog by its label (a required one's label may end with a star).
  private field(label: string, role: 'textbox' | 'combobox' = 'textbox'): Locator {
    return this.dialog().getByRole(role, { name: new RegExp(`^${label}( \\*)?$`) });
  }

  private async choose(label: string, options: string[]): Promise<void> {
    const input = this.field(label, 'combobox');
    for (const option of options) {
      await input.click();
      await input.fill(option);
      await this.page.getByRole('option', { name: option, exact: true }).click();
    }
    // Closes the dropdown without Escape (which would close the dialog).
    await this.field('Title').click();
  }

  private async save(): Promise<void> {
    await this.dialog().getByRole('button', { name: 'Save' }).click();
    await expect(this.dialog()).toHaveCount(0);
    await expect(this.page.getByText('Saved', { exact: true }).first()).toBeVisible();
  }

  async addModifierGroup(group: { title: string; options: string[]; min: number; max: number }): Promise<void> {
    await this.openTab('Modifiers');
    await this.page.getByRole('button', { name: 'Add a modifier group' }).click();
    await this.field('Title').fill(group.title);
    await this.field('At least').fill(String(group.min));
    await this.field('At most').fill(String(group.max));
    await this.choose('Options', group.options);
    await this.save();
    await expect(this.row(group.title)).toBeVisible();
  }

  async addItem(item: { title: string; price: string; categories: string[]; groups: string[] }): Promise<void> {
    await this.openTab('Items');
    await this.page.getByRole('button', { name: 'Add an item' }).click();
    await this.field('Title').fill(item.title);
    await this.field('Price').fill(item.price);
    await this.choose('Categories', item.categories);
    await this.choose('Modifier groups', item.groups);
    await this.save();
    await expect(this.row(item.title)).toBeVisible();
  }

  preview(): Locator {
    return this.page.getByTestId('menu-preview');
  }

  /** Publishes to the restaurants already chosen (a live menu's own restaurant is preselected). */
  async publish(): Promise<void> {
    await this.openTab('Publish');
    await this.page.getByRole('button', { name: 'Publish', exact: true }).click();
  }

  publication(platform: string): Locator {
    return this.page.getByTestId('menu-publication').filter({ hasText: platform });
  }
}
