import type { PlatformCallStatus } from '../../db/schema';
import { and, asc, desc, eq, ne } from 'drizzle-orm';
import type { SignedInContext } from '../../context/types';
import { platformCalls, platforms, restaurants } from '../../db/schema';
import { findMakerConfiguration } from './menu-maker-access';
import { MENU_PUBLISH_ACTION, type MenuPublication, type MenuPublicationStatus } from './publish-menu';

const STATUS_OF_CALL: Record<Exclude<PlatformCallStatus, 'superseded'>, MenuPublicationStatus> = {
  pending: 'PENDING',
  sent: 'SENT',
  failed: 'FAILED',
  unsupported: 'UNSUPPORTED',
};

/**
 * menuPublications: per restaurant of the configuration's company, what became of the latest menu upload — the
 * outbox row's status, and the platform's answer or the reason nothing was sent. The publish screen polls it until
 * nothing is PENDING. Restaurants never published to are left out.
 */
export async function listMenuPublications(
  context: SignedInContext,
  configurationId: number,
): Promise<MenuPublication[]> {
  const row = await findMakerConfiguration(context, configurationId);
  const calls = await context.db
    .selectDistinctOn([platformCalls.restaurantId], {
      restaurant: restaurants,
      platform: platforms.code,
      status: platformCalls.status,
      lastError: platformCalls.lastError,
      lastErrorReason: platformCalls.lastErrorReason,
      responseStatus: platformCalls.responseStatus,
      createdAt: platformCalls.createdAt,
      sentAt: platformCalls.sentAt,
    })
    .from(platformCalls)
    .innerJoin(restaurants, eq(restaurants.id, platformCalls.restaurantId))
    .innerJoin(platforms, eq(platforms.id, restaurants.platformId))
    .where(
      and(
        eq(restaurants.companyId, row.companyId),
        eq(platformCalls.action, MENU_PUBLISH_ACTION),
        ne(platformCalls.status, 'superseded'),
      ),
    )
    .orderBy(asc(platformCalls.restaurantId), desc(platformCalls.id));
  return calls.flatMap((call) =>
    // Left out by the query already: the newer upload that replaced a superseded one is the restaurant's answer.
    call.status === 'superseded'
      ? []
      : [
          {
            restaurant: call.restaurant,
            platform: call.platform,
            status: STATUS_OF_CALL[call.status],
            ...(call.status === 'failed' && call.lastError === null && call.responseStatus !== null
              ? {
                  message: `The platform answered HTTP ${call.responseStatus}`,
                  reason: { code: 'PLATFORM_ANSWERED', params: { status: call.responseStatus } },
                }
              : { message: call.lastError, reason: call.lastErrorReason }),
            problems: [],
            at: call.sentAt ?? call.createdAt,
          },
        ],
  );
}
