import { PLATFORMS, type PlatformCode } from '@comptoir/domain';
import type { Random } from './random';

/** An order a platform can refund: what the simulator needs to know of it (the server reads it from its carts). */
export type RefundableOrder = {
  platform: PlatformCode;
  platformOrderId: string;
  displayId: string;
  storeId: string;
  lines: { id: string | null; title: string; quantity: number; unitPrice: number }[];
};

/** How the platform will answer the restaurant's dispute: give everything back, part of it, or nothing. */
export type RefundOutcome = 'WON' | 'PARTIAL' | 'LOST';
export const REFUND_OUTCOMES: readonly RefundOutcome[] = ['WON', 'PARTIAL', 'LOST'];

export type SimRefund = {
  id: string;
  order: RefundableOrder;
  reason: string;
  comment: string;
  items: { id: string | null; title: string; quantity: number; amount: number }[];
  /** Minor units charged back to the restaurant. */
  total: number;
  createdAt: Date;
  deadline: Date;
  outcome: RefundOutcome;
  /** The restaurant's answer through the platform's API, once received. */
  response: { decision: string; at: Date } | null;
};

// Only these two document anything about refunds (Uber Eats adjustments, Just Eat customer claims:
// docs/platforms.md#refunds-disputes-and-reviews); Deliveroo and Glovo publish no refund or dispute API, so the
// simulator cannot send theirs.
export const REFUNDING_PLATFORMS: readonly PlatformCode[] = ['PLATFORM_UBER_EAT', 'PLATFORM_JUST_EAT'];

// How long each platform gives the restaurant to answer: not documented for either, the simulator's stand-in values.
const ANSWER_DAYS: Partial<Record<PlatformCode, number>> = { PLATFORM_UBER_EAT: 14, PLATFORM_JUST_EAT: 7 };
const DAY_MS = 86_400_000;

const JUST_EAT_ISSUES = [
  { issueType: 'MissingItems', comment: 'Il manquait un article dans le sac.' },
  { issueType: 'Damaged', comment: 'Le burger est arrivé écrasé.' },
  { issueType: 'WrongItems', comment: "Ce n'est pas ce que j'ai commandé." },
  { issueType: 'Cold', comment: 'Commande arrivée froide.' },
];
const UBER_REASONS = [
  { reason: 'MISSING_ITEM', comment: 'Frites manquantes.' },
  { reason: 'WRONG_ITEM', comment: 'Mauvaise boisson reçue.' },
  { reason: 'QUALITY_ISSUE', comment: 'Produit trop cuit.' },
];

export function refundsSupported(platform: PlatformCode): boolean {
  return REFUNDING_PLATFORMS.includes(platform);
}

export function unsupportedRefundMessage(platform: PlatformCode): string {
  return `${PLATFORMS[platform].label} publishes no refund or dispute API (docs/platforms.md#refunds-disputes-and-reviews): only Uber Eats and Just Eat refunds can be simulated`;
}

/** The platform refunds one or two lines of the order in full, for a reason its customers give. */
export function createSimRefund(random: Random, order: RefundableOrder, now: Date, outcome?: RefundOutcome): SimRefund {
  const lines = random.shuffle(order.lines).slice(0, order.lines.length > 1 && random.chance(0.3) ? 2 : 1);
  if (lines.length === 0) throw new Error(`Order ${order.platformOrderId} has no line to refund`);
  const items = lines.map((line) => ({
    id: line.id,
    title: line.title,
    quantity: line.quantity,
    amount: line.unitPrice * line.quantity,
  }));
  const issue = order.platform === 'PLATFORM_JUST_EAT' ? random.pick(JUST_EAT_ISSUES) : random.pick(UBER_REASONS);
  return {
    id: order.platform === 'PLATFORM_JUST_EAT' ? `claim-${random.digits(9)}` : random.uuid(),
    order,
    reason: 'issueType' in issue ? issue.issueType : issue.reason,
    comment: issue.comment,
    items,
    total: items.reduce((sum, item) => sum + item.amount, 0),
    createdAt: now,
    deadline: new Date(now.getTime() + (ANSWER_DAYS[order.platform] ?? 7) * DAY_MS),
    outcome: outcome ?? random.pick(REFUND_OUTCOMES),
    response: null,
  };
}

/** What the platform keeps charged to the restaurant once it has looked at the dispute. */
export function chargedAfterAnswer(refund: SimRefund): number {
  if (refund.response?.decision === 'Accepted' || refund.outcome === 'LOST') return refund.total;
  if (refund.outcome === 'PARTIAL') return Math.round(refund.total / 2);
  return 0;
}
