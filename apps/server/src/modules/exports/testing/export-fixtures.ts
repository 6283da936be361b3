import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import type { DisputeStatus, MiscItemType, PlatformCode } from '@comptoir/domain';
import { and, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import type { Db } from '../../../db/client';
import {
  companies,
  miscItems,
  orderDisputes,
  platforms,
  restaurants,
  type MiscItemRow,
  type OrderDisputeRow,
} from '../../../db/schema';
import { DEMO_COMPANY_NAMES } from '../../../db/seed';

type CompanyKey = keyof typeof DEMO_COMPANY_NAMES;

export async function findDemoRestaurant(db: Db, company: CompanyKey, platform: PlatformCode) {
  const [restaurant] = await db
    .select({ id: restaurants.id, uuid: restaurants.uuid, title: restaurants.title, companyId: restaurants.companyId })
    .from(restaurants)
    .innerJoin(platforms, eq(platforms.id, restaurants.platformId))
    .innerJoin(companies, eq(companies.id, restaurants.companyId))
    .where(and(eq(platforms.code, platform), eq(companies.name, DEMO_COMPANY_NAMES[company])))
    .limit(1);
  if (!restaurant) throw new Error(`No ${platform} restaurant for ${company}`);
  return restaurant;
}

export type AMiscItemOptions = {
  company?: CompanyKey;
  platform?: PlatformCode;
  type: MiscItemType;
  miscDate: string;
  total: number;
  ht: number;
};

export async function aMiscItem(db: Db, options: AMiscItemOptions): Promise<MiscItemRow> {
  const { company = 'burger', platform = 'PLATFORM_UBER_EAT', ...values } = options;
  const restaurant = await findDemoRestaurant(db, company, platform);
  const [item] = await db
    .insert(miscItems)
    .values({
      companyId: restaurant.companyId,
      restaurantId: restaurant.id,
      platform,
      tag: `Statement line ${values.type}`,
      tvaPurcent: 20,
      ...values,
    })
    .returning();
  if (!item) throw new Error('Could not insert the misc item');
  return item;
}

export type ADisputeOptions = {
  company?: CompanyKey;
  platform?: PlatformCode;
  status?: DisputeStatus;
  createdAt: Date;
  incorrectPrice: number;
  refundedPrice?: number;
  deadlineAt?: Date | null;
};

export async function aDispute(db: Db, options: ADisputeOptions): Promise<OrderDisputeRow> {
  const { company = 'burger', platform = 'PLATFORM_UBER_EAT', ...values } = options;
  const restaurant = await findDemoRestaurant(db, company, platform);
  const refundId = randomBytes(6).toString('hex');
  const [dispute] = await db
    .insert(orderDisputes)
    .values({
      companyId: restaurant.companyId,
      restaurantId: restaurant.id,
      platform,
      platformRefundId: `refund-${refundId}`,
      displayOrderId: `D-${refundId.toUpperCase()}`,
      orderProblem: 'Missing item',
      ...values,
    })
    .returning();
  if (!dispute) throw new Error('Could not insert the dispute');
  return dispute;
}

export type Download = { status: number; headers: Headers; workbook: ExcelJS.Workbook | null; json: unknown };

/** Follows an export link as a browser would: no Authorization header. */
export async function download(baseUrl: string, url: string): Promise<Download> {
  const response = await fetch(new URL(url, baseUrl));
  const bytes = Buffer.from(await response.arrayBuffer());
  if (!response.headers.get('content-type')?.startsWith('application/vnd.openxmlformats')) {
    return {
      status: response.status,
      headers: response.headers,
      workbook: null,
      json: JSON.parse(bytes.toString('utf8')) as unknown,
    };
  }
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.read(Readable.from(bytes));
  return { status: response.status, headers: response.headers, workbook, json: null };
}

/** The sheet's rows below the header, as plain values (column 1 first). */
export function sheetRows(workbook: ExcelJS.Workbook, name: string): ExcelJS.CellValue[][] {
  const sheet = workbook.getWorksheet(name);
  if (!sheet) throw new Error(`No sheet ${name}; sheets: ${workbook.worksheets.map((each) => each.name).join(', ')}`);
  const rows: ExcelJS.CellValue[][] = [];
  sheet.eachRow((row, number) => {
    if (number > 1) rows.push((row.values as ExcelJS.CellValue[]).slice(1));
  });
  return rows;
}

/** The summary sheet's figures by label. */
export function summaryFigures(workbook: ExcelJS.Workbook): Map<string, ExcelJS.CellValue[]> {
  return new Map(sheetRows(workbook, 'Summary').map((row) => [String(row[0] ?? ''), row.slice(1)]));
}

/** A major-units cell back to minor units, the way a test compares money: exactly, to the cent. */
export function toMinor(value: ExcelJS.CellValue): number {
  if (typeof value !== 'number') throw new Error(`Not a number: ${JSON.stringify(value)}`);
  return Math.round(value * 100);
}
