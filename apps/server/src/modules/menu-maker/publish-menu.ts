import {
  describeMenuProblem,
  PLATFORMS,
  problemsForPlatform,
  validateMenu,
  type MenuProblem,
  type PlatformCode,
} from '@comptoir/domain';
import { eq } from 'drizzle-orm';
import type { SignedInContext } from '../../context/types';
import type { Db } from '../../db/client';
import { menuConfigurations, platformCalls, restaurants, type CallReason, type RestaurantRow } from '../../db/schema';
import { AppError } from '../../errors';
import type { StoreRef } from '../../platforms/adapter';
import { callReason, reasonColumns, type ExplainedReason } from '../../platforms/outbound/call-reason';
import { explainNotIntegrated, explainUnreachableStore, storeRefOf } from '../../platforms/outbound/store-ref';
import { enqueuePlatformCall } from '../../platforms/outbound/enqueue';
import { adapterFor } from '../../platforms/registry';
import { loadMenuDocumentContext, toMenuDocument, loadMenuGraph, type MenuGraph } from '../menus';
import { replaceConfigurationContent } from './copy-configuration';
import { findEditableConfiguration } from './menu-maker-access';
import { loadGraphOrFail } from './menu-operation';
import { findPublishTargets, toMenuToValidate, type PublishTarget } from './validate-configuration';
import { queueMenuPublishedWebhook } from '../applications';

export const MENU_PUBLISH_ACTION = 'menu.publish';

export const MENU_PUBLICATION_STATUSES = ['PENDING', 'SENT', 'FAILED', 'UNSUPPORTED', 'INVALID'] as const;
export type MenuPublicationStatus = (typeof MENU_PUBLICATION_STATUSES)[number];

export type MenuPublication = {
  restaurant: RestaurantRow;
  platform: PlatformCode;
  status: MenuPublicationStatus;
  message: string | null;
  /** The same as a code, for the screens (null when there is none, or on uploads recorded before codes). */
  reason: CallReason | null;
  problems: MenuProblem[];
  at: Date | null;
};

function explainNewProducts(platform: PlatformCode, added: readonly string[]): ExplainedReason {
  const label = PLATFORMS[platform].label;
  const products = added.join(', ');
  return callReason(
    'NEW_PRODUCTS_IN_PARTNER_PORTAL',
    `${label}'s API only updates the products it already has: add ${products} in the ${label} partner portal, then publish again`,
    { platform: label, products },
  );
}

/** Why nothing is sent to the platform, as the reason the operator reads. */
function explainNoUpload(platform: PlatformCode, store: StoreRef): ExplainedReason {
  const label = PLATFORMS[platform].label;
  const params = { platform: label };
  if (platform === 'PLATFORM_CLICK_N_COLLECT')
    return callReason('MENU_LIVE_AT_ONCE', `${label} is Comptoir's own channel: the menu is live at once`, params);
  const unreachable = explainUnreachableStore(platform, store);
  if (unreachable) return unreachable;
  return callReason(
    'NO_MENU_UPLOAD',
    `${label} takes no menu upload through its API: update the menu in its partner portal`,
    params,
  );
}

/**
 * The items (sold or offered as options) and groups of the menu that the restaurant's live menu does not have yet, by
 * title: what a platform that only updates known products (Glovo) would not create.
 */
function newToPlatform(source: MenuGraph, live: MenuGraph | null): string[] {
  const known = new Set([...(live?.items ?? []), ...(live?.modifierGroups ?? [])].map((row) => row.platformId));
  return [...source.items, ...source.modifierGroups]
    .filter((row) => !known.has(row.platformId))
    .map((row) => row.title);
}

/** Copies the menu into the restaurant's live configuration (created if missing) and records the upload. */
async function publishTo(
  tx: Db,
  source: MenuGraph,
  target: PublishTarget,
  now: Date,
  origin: string,
): Promise<MenuPublication> {
  const { restaurant, platform } = target;
  // Two publishes to one restaurant take turns: otherwise both copy into its live menu and duplicate its content.
  await tx.select({ id: restaurants.id }).from(restaurants).where(eq(restaurants.id, restaurant.id)).for('update');
  const [live] = await tx
    .select()
    .from(menuConfigurations)
    .where(eq(menuConfigurations.restaurantId, restaurant.id))
    .limit(1);
  const adapter = adapterFor(platform);
  const added = adapter?.menuPublishUpdatesOnly
    ? newToPlatform(source, live ? await loadMenuGraph(tx, live.id) : null)
    : [];
  let liveId = live?.id;
  if (liveId === undefined) {
    const [created] = await tx
      .insert(menuConfigurations)
      .values({
        companyId: restaurant.companyId,
        restaurantId: restaurant.id,
        title: source.configuration.title,
        imageUrl: source.configuration.imageUrl,
      })
      .returning({ id: menuConfigurations.id });
    if (!created) throw new Error('The live menu configuration was not inserted');
    liveId = created.id;
  }
  // Publishing a restaurant's own live menu to itself only uploads it again.
  if (liveId !== source.configuration.id) await replaceConfigurationContent(tx, source, liveId);
  await tx.update(menuConfigurations).set({ publishedAt: now }).where(eq(menuConfigurations.id, liveId));
  const graph = await loadMenuGraph(tx, liveId);
  if (!graph) throw new Error('The live menu configuration vanished');
  const store = storeRefOf(restaurant);
  const document = toMenuDocument(graph, await loadMenuDocumentContext(tx, restaurant, now, origin));
  const notIntegrated = explainNotIntegrated(platform, restaurant);
  const call = added.length > 0 || notIntegrated ? null : (adapter?.menuPublishCall?.(document, store) ?? null);
  // A newer upload carries the whole menu as it now is: an older one still waiting must not land after it.
  const callId = await enqueuePlatformCall(tx, {
    platform,
    cartId: null,
    restaurantId: restaurant.id,
    action: MENU_PUBLISH_ACTION,
    call,
    supersedeKey: MENU_PUBLISH_ACTION,
  });
  await queueMenuPublishedWebhook(tx, { restaurant, platform, graph, publishedAt: now });
  if (call) return { restaurant, platform, status: 'PENDING', message: null, reason: null, problems: [], at: now };
  const reason =
    notIntegrated ?? (added.length > 0 ? explainNewProducts(platform, added) : explainNoUpload(platform, store));
  const columns = reasonColumns(reason);
  // Click N Collect is Comptoir's own storefront: the live configuration just written is what it sells.
  const applied = platform === 'PLATFORM_CLICK_N_COLLECT' && !notIntegrated;
  await tx
    .update(platformCalls)
    .set(applied ? { status: 'sent', sentAt: now, ...columns } : columns)
    .where(eq(platformCalls.id, callId));
  return {
    restaurant,
    platform,
    status: applied ? 'SENT' : 'UNSUPPORTED',
    message: columns.lastError,
    reason: columns.lastErrorReason,
    problems: [],
    at: now,
  };
}

/**
 * menuToTablet (docs/menus.md#menu-maker): checks the menu against every chosen platform's rules first; with any
 * problem nothing is published anywhere (INVALID, each restaurant with its platform's problems). Otherwise each
 * restaurant's live menu becomes a copy of this configuration, and its platform is sent the menu by the outbound worker
 * (PENDING → SENT or FAILED in menuPublications).
 */
export async function publishMenu(
  context: SignedInContext,
  restaurantUuids: readonly string[],
  configurationId: number,
): Promise<MenuPublication[]> {
  const row = await findEditableConfiguration(context, configurationId);
  if (restaurantUuids.length === 0)
    throw new AppError('BAD_USER_INPUT', {
      message: 'Choose at least one restaurant to publish to',
      details: { reason: 'NO_RESTAURANT_CHOSEN' },
    });
  const targets = await findPublishTargets(context, row.companyId, restaurantUuids);
  const source = await loadGraphOrFail(context.db, configurationId);
  const problems = validateMenu(
    toMenuToValidate(source),
    targets.map((target) => target.platform),
  );
  if (problems.length > 0) {
    return targets.map(({ restaurant, platform }) => {
      const own = problemsForPlatform(problems, platform);
      // Each problem has its own code; a platform without any is held back by the others'.
      const message =
        own.length > 0
          ? own.map(describeMenuProblem).join('; ')
          : 'Not published: the menu has problems on another chosen platform';
      const reason = own.length > 0 ? null : { code: 'PROBLEMS_ON_ANOTHER_PLATFORM', params: {} };
      return { restaurant, platform, status: 'INVALID', message, reason, problems: own, at: null };
    });
  }
  const now = new Date();
  return context.db.transaction(async (tx) => {
    const results: MenuPublication[] = [];
    const origin = new URL(context.request.url).origin;
    for (const target of targets) results.push(await publishTo(tx, source, target, now, origin));
    await tx.update(menuConfigurations).set({ publishedAt: now }).where(eq(menuConfigurations.id, configurationId));
    return results;
  });
}
