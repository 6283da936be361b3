import type { Faker } from '@faker-js/faker';
import { DISPUTE_WINDOW_DAYS, type DisputeStatus, type PlatformCode } from '@comptoir/domain';
import { and, asc, gte, inArray, notInArray } from 'drizzle-orm';
import type { Db } from '../client';
import { cartImages, cartLines, carts, orderDisputeDishes, orderDisputes } from '../schema';
import type { DemoSeedContext } from './seed-context';

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;
// Refunds of the last 60 days, on about one order in 30.
const HISTORY_DAYS = 60;
const REFUND_RATE = 1 / 30;
const DISPUTED_PLATFORMS: readonly PlatformCode[] = ['PLATFORM_UBER_EAT', 'PLATFORM_DELIVEROO', 'PLATFORM_JUST_EAT'];
// How long each platform takes answers (the simulator's stand-ins; Deliveroo refunds come from its statements).
const ANSWER_DAYS: Partial<Record<PlatformCode, number>> = {
  PLATFORM_UBER_EAT: 14,
  PLATFORM_JUST_EAT: 7,
  PLATFORM_DELIVEROO: DISPUTE_WINDOW_DAYS,
};
const CANCELED = ['CANCELED', 'DENIED', 'REJECTED', 'FAILED', 'ERROR'] as const;

const PROBLEMS: Readonly<Record<string, { problem: string; comment: string }[]>> = {
  PLATFORM_UBER_EAT: [
    { problem: 'MISSING_ITEM', comment: 'Il manquait les frites.' },
    { problem: 'WRONG_ITEM', comment: 'Mauvais burger reçu.' },
    { problem: 'QUALITY_ISSUE', comment: 'Le pain était sec.' },
  ],
  PLATFORM_DELIVEROO: [
    { problem: 'Missing item', comment: 'Boisson absente du sac.' },
    { problem: 'Incorrect item', comment: 'Sauce différente de la commande.' },
    { problem: 'Food quality', comment: 'Commande arrivée froide.' },
  ],
  PLATFORM_JUST_EAT: [
    { problem: 'MissingItems', comment: 'Il manquait un article.' },
    { problem: 'Damaged', comment: 'Le burger est arrivé écrasé.' },
    { problem: 'Cold', comment: 'Tout était froid.' },
  ],
};

const JUSTIFICATION =
  'The restaurant contests this claim: the order was prepared and handed over complete. ' +
  'A photo of the packed order, taken before hand-over, is kept by the restaurant and available on request.';

function refundIdOf(faker: Faker, platform: PlatformCode): string {
  if (platform === 'PLATFORM_JUST_EAT') return `claim-${faker.string.numeric(9)}`;
  if (platform === 'PLATFORM_DELIVEROO') return `adjustment-${faker.string.numeric(8)}`;
  return faker.string.uuid();
}

type Outcome = { status: DisputeStatus; diputedAt: Date | null; resolvedAt: Date | null; refundedPrice: number };

// Recent refunds wait for an answer; older ones were mostly disputed and answered, some left to expire.
function outcomeOf(faker: Faker, refundedAt: Date, deadlineAt: Date, amount: number, now: Date): Outcome {
  const unanswered = { status: 'TO_DISPUTE' as DisputeStatus, diputedAt: null, resolvedAt: null, refundedPrice: 0 };
  const ageDays = (now.getTime() - refundedAt.getTime()) / DAY_MS;
  if (ageDays < 5 && faker.datatype.boolean({ probability: 0.8 })) return unanswered;
  if (faker.datatype.boolean({ probability: 0.15 }))
    return deadlineAt <= now ? { ...unanswered, status: 'EXPIRED' } : unanswered;
  const diputedAt = new Date(
    Math.min(refundedAt.getTime() + faker.number.int({ min: 2, max: 40 }) * HOUR_MS, now.getTime()),
  );
  const resolvedAt = new Date(diputedAt.getTime() + faker.number.int({ min: 2, max: 8 }) * DAY_MS);
  if (resolvedAt > now) return { status: 'DISPUTED', diputedAt, resolvedAt: null, refundedPrice: 0 };
  if (faker.datatype.boolean({ probability: 0.3 })) return { status: 'LOST', diputedAt, resolvedAt, refundedPrice: 0 };
  const partial = faker.datatype.boolean({ probability: 0.25 });
  return { status: 'WON', diputedAt, resolvedAt, refundedPrice: partial ? Math.round(amount / 2) : amount };
}

/** Demo disputes: refunds over the last 60 days on Demo Burger Co's Uber Eats, Deliveroo and Just Eat orders. */
export async function insertDemoDisputes(db: Db, context: DemoSeedContext): Promise<number> {
  const { faker, now } = context;
  const restaurants = context.restaurants.filter(
    (r) => r.companyId === context.companyIds.burger && DISPUTED_PLATFORMS.includes(r.platform),
  );
  if (restaurants.length === 0) return 0;
  const rows = await db
    .select({
      id: carts.id,
      uuid: carts.uuid,
      restaurantId: carts.restaurantId,
      displayId: carts.displayId,
      fulfillmentType: carts.fulfillmentType,
      createdAt: carts.createdAt,
    })
    .from(carts)
    .where(
      and(
        inArray(
          carts.restaurantId,
          restaurants.map((r) => r.id),
        ),
        gte(carts.createdAt, new Date(now.getTime() - HISTORY_DAYS * DAY_MS)),
        notInArray(carts.status, [...CANCELED]),
      ),
    )
    .orderBy(asc(carts.id));
  const refunded = rows.filter(() => faker.datatype.boolean({ probability: REFUND_RATE }));
  if (refunded.length === 0) return 0;
  const ids = refunded.map((cart) => cart.id);
  const [lines, photos] = await Promise.all([
    db
      .select({
        cartId: cartLines.cartId,
        title: cartLines.itemTitle,
        itemId: cartLines.itemPlatformId,
        quantity: cartLines.quantity,
        price: cartLines.price,
      })
      .from(cartLines)
      .where(inArray(cartLines.cartId, ids))
      .orderBy(asc(cartLines.id)),
    db
      .select({ cartId: cartImages.cartId, filePath: cartImages.filePath })
      .from(cartImages)
      .where(inArray(cartImages.cartId, ids)),
  ]);
  const byRestaurant = new Map(restaurants.map((r) => [r.id, r]));
  const drafts = refunded.flatMap((cart) => {
    const restaurant = byRestaurant.get(cart.restaurantId);
    const ordered = lines.filter((l) => l.cartId === cart.id);
    if (!restaurant || ordered.length === 0) return [];
    const line = faker.helpers.arrayElement(ordered);
    const refundedAt = new Date(
      Math.min(cart.createdAt.getTime() + faker.number.int({ min: 1, max: 5 }) * HOUR_MS, now.getTime()),
    );
    const deadlineAt = new Date(
      refundedAt.getTime() + (ANSWER_DAYS[restaurant.platform] ?? DISPUTE_WINDOW_DAYS) * DAY_MS,
    );
    const { problem, comment } = faker.helpers.arrayElement(PROBLEMS[restaurant.platform] ?? []);
    const amount = line.price * line.quantity;
    const name = line.quantity > 1 ? `${line.quantity} × ${line.title}` : line.title;
    const outcome = outcomeOf(faker, refundedAt, deadlineAt, amount, now);
    const dispute = {
      companyId: restaurant.companyId,
      restaurantId: restaurant.id,
      cartId: cart.id,
      platform: restaurant.platform,
      platformRefundId: refundIdOf(faker, restaurant.platform),
      displayOrderId: cart.displayId,
      orderUuid: cart.uuid,
      orderType: cart.fulfillmentType,
      status: outcome.status,
      orderProblem: problem,
      commentsClient: comment,
      dishName: name,
      dishProblem: problem,
      incorrectPrice: amount,
      refundedPrice: outcome.refundedPrice,
      problemResponse: outcome.diputedAt ? JUSTIFICATION : null,
      evidencePath: photos.find((photo) => photo.cartId === cart.id)?.filePath ?? null,
      orderedAt: cart.createdAt,
      createdAt: refundedAt,
      diputedAt: outcome.diputedAt,
      deadlineAt,
      resolvedAt: outcome.resolvedAt,
    };
    return [{ dispute, dish: { platformItemId: line.itemId, name, price: amount, problem, problemResponse: null } }];
  });
  const inserted = await db
    .insert(orderDisputes)
    .values(drafts.map((draft) => draft.dispute))
    .returning({ id: orderDisputes.id });
  await db
    .insert(orderDisputeDishes)
    .values(drafts.map((draft, index) => ({ ...draft.dish, disputeId: inserted[index]?.id ?? 0 })));
  return inserted.length + drafts.length;
}
