import { splitOrderVat } from '@comptoir/domain';
import { vatSplitRows } from '../../modules/vat';
import type { Db } from '../client';
import { cartCustomisations, cartImages, cartLines, carts, cartVatSplits } from '../schema';
import type { CustomisationDraft, LineDraft } from './order-content';
import type { CartDraft } from './orders';
import { insertJsonRows } from './bulk-insert';
import { writeCartPhoto } from './photos';

// Rows go in as one JSON document per statement (see insertJsonRows); a couple of thousand keeps each one small.
const BATCH_SIZE = 2000;

function chunks<T>(rows: readonly T[], size = BATCH_SIZE): T[][] {
  const result: T[][] = [];
  for (let i = 0; i < rows.length; i += size) result.push(rows.slice(i, i + size));
  return result;
}

export type InsertOrdersOptions = {
  /** When set, photo carts get a PNG under `<uploadsDir>/carts/`; without it no cart has a photo. */
  uploadsDir?: string;
  /** The account that uploads photos for each company (the company's own sign-in). */
  uploaderByCompanyId: ReadonlyMap<number, number>;
};

export type InsertedOrders = {
  carts: number;
  cartLines: number;
  cartCustomisations: number;
  cartImages: number;
  cartVatSplits: number;
};

type PendingCustomisation = {
  cartLineId: number;
  position: number;
  parentPosition: number | null;
  draft: CustomisationDraft;
};

// Numbers a line's customisation tree depth-first, so (cartLineId, position) identifies each row once inserted,
// and groups the nodes by depth: a child needs its parent's id.
function collectByDepth(
  cartLineId: number,
  roots: readonly CustomisationDraft[],
  levels: PendingCustomisation[][],
): void {
  let position = 0;
  const visit = (nodes: readonly CustomisationDraft[], depth: number, parentPosition: number | null) => {
    for (const draft of nodes) {
      position += 1;
      const own = position;
      (levels[depth] ??= []).push({ cartLineId, position: own, parentPosition, draft });
      visit(draft.children, depth + 1, own);
    }
  };
  visit(roots, 0, null);
}

// What a line weighs in its order's VAT split: its price × quantity and every option under it (prices already count
// every quantity), as intake stores it.
function lineAmount(line: LineDraft): number {
  const options = (nodes: readonly CustomisationDraft[]): number =>
    nodes.reduce((sum, node) => sum + node.price + options(node.children), 0);
  return line.price * line.quantity + options(line.customisations);
}

// Each order's VAT split, computed like intake's (docs/money.md#one-vat-split-per-order) but from the drafts, so that
// thousands of orders need no read back.
function splitRowsOf(cartId: number, draft: CartDraft) {
  const { total = 0, deliveryPrice = 0, tips = 0 } = draft.row;
  const lines = draft.lines.map((line) => ({ vatPercent: line.itemVatPurcent, amount: lineAmount(line) }));
  return vatSplitRows(cartId, splitOrderVat({ total, deliveryPrice, tips, lines }));
}

export async function insertDemoOrders(
  db: Db,
  drafts: readonly CartDraft[],
  options: InsertOrdersOptions,
): Promise<InsertedOrders> {
  const withPhoto = (draft: CartDraft) => draft.photo && options.uploadsDir !== undefined;

  const cartIdByUuid = new Map<string, number>();
  for (const batch of chunks(drafts)) {
    const inserted = await insertJsonRows(
      db,
      carts,
      batch.map((draft) => ({ ...draft.row, hasImage: withPhoto(draft) })),
      { id: carts.id, uuid: carts.uuid },
    );
    for (const row of inserted) cartIdByUuid.set(row.uuid, row.id);
  }
  const cartIdOf = (draft: CartDraft): number => {
    const id = cartIdByUuid.get(draft.row.uuid);
    if (id === undefined) throw new Error(`Cart ${draft.row.uuid} was not inserted.`);
    return id;
  };

  const lineRows = drafts.flatMap((draft) => {
    const cartId = cartIdOf(draft);
    return draft.lines.map(({ customisations: _customisations, ...line }, index) => ({
      ...line,
      cartId,
      position: index + 1,
    }));
  });
  const lineIdByKey = new Map<string, number>();
  for (const batch of chunks(lineRows)) {
    const inserted = await insertJsonRows(db, cartLines, batch, {
      id: cartLines.id,
      cartId: cartLines.cartId,
      position: cartLines.position,
    });
    for (const row of inserted) lineIdByKey.set(`${row.cartId}:${row.position}`, row.id);
  }

  const levels: PendingCustomisation[][] = [];
  for (const draft of drafts) {
    const cartId = cartIdOf(draft);
    draft.lines.forEach((line, index) => {
      const cartLineId = lineIdByKey.get(`${cartId}:${index + 1}`);
      if (cartLineId === undefined) throw new Error('Cart line was not inserted.');
      collectByDepth(cartLineId, line.customisations, levels);
    });
  }
  const customisationIdByKey = new Map<string, number>();
  let customisationCount = 0;
  for (const level of levels) {
    const rows = level.map(({ cartLineId, position, parentPosition, draft }) => {
      const { children: _children, ...fields } = draft;
      const parentId =
        parentPosition === null ? null : (customisationIdByKey.get(`${cartLineId}:${parentPosition}`) ?? null);
      return { ...fields, cartLineId, parentId, position };
    });
    for (const batch of chunks(rows)) {
      const inserted = await insertJsonRows(db, cartCustomisations, batch, {
        id: cartCustomisations.id,
        cartLineId: cartCustomisations.cartLineId,
        position: cartCustomisations.position,
      });
      for (const row of inserted) customisationIdByKey.set(`${row.cartLineId}:${row.position}`, row.id);
      customisationCount += inserted.length;
    }
  }

  const splitRows = drafts.flatMap((draft) => splitRowsOf(cartIdOf(draft), draft));
  for (const batch of chunks(splitRows))
    await insertJsonRows(db, cartVatSplits, batch, { cartId: cartVatSplits.cartId });

  const imageRows = drafts.filter(withPhoto).map((draft, index) => ({
    cartId: cartIdOf(draft),
    filePath: writeCartPhoto(options.uploadsDir ?? '', draft.row.uuid, index),
    uploadedByAccountId: options.uploaderByCompanyId.get(draft.row.companyId) ?? null,
    createdAt: draft.row.readyAt ?? draft.row.createdAt,
  }));
  for (const batch of chunks(imageRows)) await db.insert(cartImages).values(batch);

  return {
    carts: drafts.length,
    cartLines: lineRows.length,
    cartCustomisations: customisationCount,
    cartImages: imageRows.length,
    cartVatSplits: splitRows.length,
  };
}
