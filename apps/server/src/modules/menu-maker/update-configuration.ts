import { eq } from 'drizzle-orm';
import type { SignedInContext } from '../../context/types';
import { menuConfigurations } from '../../db/schema';
import { AppError } from '../../errors';
import type { MenuGraph } from '../menus';
import { replaceConfigurationContent } from './copy-configuration';
import { authorizeMenuMaker, findEditableConfiguration, requireMenuPin } from './menu-maker-access';
import { readImageUrl, readTitle, requireTitle } from './menu-maker-input';
import { copyTitle, loadGraphOrFail, type MenuOperation } from './menu-operation';

export type MenuConfigurationInput = {
  id?: number | null;
  companyId?: number | null;
  title?: string | null;
  imageUrl?: string | null;
};

/** A new, empty draft of the company: a configuration with no restaurant, published nowhere until chosen. */
async function createDraft(
  context: SignedInContext,
  companyId: number,
  input: MenuConfigurationInput,
): Promise<MenuGraph> {
  await authorizeMenuMaker(context, companyId);
  await requireMenuPin(context, companyId);
  const title = requireTitle(input.title);
  const imageUrl = readImageUrl(input.imageUrl);
  const [row] = await context.db
    .insert(menuConfigurations)
    .values({ companyId, title, imageUrl })
    .returning({ id: menuConfigurations.id });
  if (!row) throw new Error('The menu configuration was not inserted');
  return loadGraphOrFail(context.db, row.id);
}

/** Renames a configuration or changes its image. */
async function renameConfiguration(
  context: SignedInContext,
  configurationId: number,
  input: MenuConfigurationInput,
): Promise<MenuGraph> {
  await findEditableConfiguration(context, configurationId);
  const title = readTitle(input.title);
  const imageUrl = readImageUrl(input.imageUrl);
  // Neither given: nothing to change, the configuration is answered as it is.
  if (title !== undefined || imageUrl !== undefined) {
    await context.db
      .update(menuConfigurations)
      .set({ title, imageUrl })
      .where(eq(menuConfigurations.id, configurationId));
  }
  return loadGraphOrFail(context.db, configurationId);
}

/**
 * menu(companyId, menuId, input) (docs/menus.md#menu-maker): creates a draft (menuId null) or renames one of the
 * company's.
 */
export async function saveConfiguration(
  context: SignedInContext,
  companyId: number,
  menuId: number | null | undefined,
  input: MenuConfigurationInput,
): Promise<MenuGraph> {
  if (menuId === null || menuId === undefined) return createDraft(context, companyId, input);
  const row = await findEditableConfiguration(context, menuId);
  if (row.companyId !== companyId) throw new AppError('NOT_FOUND');
  return renameConfiguration(context, menuId, input);
}

const requireId = (input: MenuConfigurationInput): number => {
  if (input.id === null || input.id === undefined)
    throw new AppError('BAD_USER_INPUT', {
      message: 'The menu configuration id is required for this operation',
      details: { reason: 'ID_REQUIRED', params: { kind: 'configuration' } },
    });
  return input.id;
};

/**
 * updateMenuConfiguration (docs/menus.md#menu-maker). DUPLICATE makes a draft copy (e.g. of a restaurant's live menu,
 * to prepare the next one); DELETE removes a draft and answers null. A live configuration is what a restaurant sells:
 * it cannot be deleted.
 */
export async function changeConfigurationRecord(
  context: SignedInContext,
  input: MenuConfigurationInput,
  operation: MenuOperation,
): Promise<MenuGraph | null> {
  if (operation === 'ADD') {
    if (input.companyId === null || input.companyId === undefined)
      throw new AppError('BAD_USER_INPUT', {
        message: 'The company id is required to add a menu configuration',
        details: { reason: 'ID_REQUIRED', params: { kind: 'company' } },
      });
    return createDraft(context, input.companyId, input);
  }
  const id = requireId(input);
  if (operation === 'UPDATE') return renameConfiguration(context, id, input);
  const row = await findEditableConfiguration(context, id);
  if (operation === 'DELETE') {
    if (row.restaurantId !== null)
      throw new AppError('BAD_USER_INPUT', {
        message: "A restaurant's live menu cannot be deleted: only drafts can",
        details: { reason: 'LIVE_MENU_NOT_DELETABLE' },
      });
    await context.db.delete(menuConfigurations).where(eq(menuConfigurations.id, id));
    return null;
  }
  const source = await loadGraphOrFail(context.db, id);
  const copyId = await context.db.transaction(async (tx) => {
    const [copy] = await tx
      .insert(menuConfigurations)
      .values({
        companyId: row.companyId,
        title: readTitle(input.title) ?? copyTitle(row.title),
        imageUrl: row.imageUrl,
      })
      .returning({ id: menuConfigurations.id });
    if (!copy) throw new Error('The menu configuration copy was not inserted');
    await replaceConfigurationContent(tx, source, copy.id);
    return copy.id;
  });
  return loadGraphOrFail(context.db, copyId);
}
