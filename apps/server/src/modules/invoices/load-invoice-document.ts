import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { companies, invoiceLines, invoiceRestaurants, invoices, platforms, restaurants } from '../../db/schema';
import { loadCompanyLanguage } from '../languages';
import { readStoredImage } from '../uploads';
import type { InvoiceDocument } from './invoice-pdf';

/**
 * An invoice with its lines, restaurants, and the company's logo and language as they are now (`uploadsDir`:
 * DATA_DIR/uploads), as the PDF prints it; null when no invoice has this uuid. Its lines keep the words they were
 * issued in (docs/product.md#documents).
 */
export async function loadInvoiceDocument(db: Db, uuid: string, uploadsDir: string): Promise<InvoiceDocument | null> {
  const [invoice] = await db.select().from(invoices).where(eq(invoices.uuid, uuid)).limit(1);
  if (!invoice) return null;
  const [lines, covered, [company], lang] = await Promise.all([
    db.select().from(invoiceLines).where(eq(invoiceLines.invoiceId, invoice.id)).orderBy(asc(invoiceLines.position)),
    db
      .select({ title: restaurants.title, platform: platforms.code })
      .from(invoiceRestaurants)
      .innerJoin(restaurants, eq(restaurants.id, invoiceRestaurants.restaurantId))
      .innerJoin(platforms, eq(platforms.id, restaurants.platformId))
      .where(eq(invoiceRestaurants.invoiceId, invoice.id))
      .orderBy(asc(restaurants.title), asc(restaurants.id)),
    db.select({ picture: companies.picture }).from(companies).where(eq(companies.id, invoice.companyId)),
    loadCompanyLanguage(db, invoice.companyId),
  ]);
  const logo = company?.picture ? await readStoredImage(uploadsDir, company.picture) : null;
  return { invoice, lines, restaurants: covered, logo, lang };
}
