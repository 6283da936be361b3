import {
  compactBic,
  compactIban,
  isBic,
  isIban,
  validatePostalAddress,
  type BillingPaymentMethod,
  type PostalAddress,
  type ValidationKey,
} from '@comptoir/domain';
import { eq } from 'drizzle-orm';
import type { SignedInContext } from '../../context/types';
import { companies } from '../../db/schema';
import { AppError } from '../../errors';
import type { CompanyNode } from '../accounts';
import { recordViewerAudit } from '../audit';
import { loadCompanyNodes } from '../companies';
import { encryptIban } from './encrypt-iban';
import { findAccountCompany } from './find-account-company';

export type BillingInformationInput = {
  /** A new IBAN; null or blank keeps the stored one (the page shows only its last four characters). */
  iban?: string | null;
  bic?: string | null;
  paymentMethod: BillingPaymentMethod;
  /** Where Comptoir's invoices are addressed; null: the company's own address. */
  billingAddress?: PostalAddress | null;
};

/**
 * updateBillingInformation (docs/accounts.md#billing): a new IBAN is checked (country format and check digits),
 * stored encrypted under DATA_KEY with its last four characters beside it, and never sent back; a direct debit needs
 * an IBAN, new or stored. A refusal names each field and changes nothing.
 */
export async function updateBillingInformation(
  context: SignedInContext,
  id: number | null | undefined,
  input: BillingInformationInput,
): Promise<CompanyNode> {
  const company = await findAccountCompany(context, id);
  const iban = compactIban(input.iban ?? '');
  const bic = compactBic(input.bic ?? '');
  const billingAddress = input.billingAddress ? trimAddress(input.billingAddress) : null;

  const fields: Record<string, ValidationKey> = {};
  const ibanError = isIban(iban, input.paymentMethod === 'DIRECT_DEBIT' && company.ibanEncrypted === null);
  if (ibanError) fields.iban = ibanError;
  const bicError = isBic(bic);
  if (bicError) fields.bic = bicError;
  for (const [field, key] of Object.entries(billingAddress ? (validatePostalAddress(billingAddress) ?? {}) : {}))
    fields[`billingAddress.${field}`] = key;
  if (Object.keys(fields).length > 0) throw new AppError('BAD_USER_INPUT', { details: { fields } });

  const encrypted = iban ? encryptIban(context.config.dataKey, iban) : null;
  await context.db.transaction(async (tx) => {
    await tx
      .update(companies)
      .set({ ...encrypted, bic: bic || null, paymentMethod: input.paymentMethod, billingAddress })
      .where(eq(companies.id, company.id));
    // Bank details decide where money is taken from: who changed them, and when, is kept (never the IBAN itself).
    await recordViewerAudit(tx, context, {
      action: 'company.billing',
      entity: 'company',
      entityId: String(company.id),
      data: { paymentMethod: input.paymentMethod, ...(encrypted ? { ibanLast4: encrypted.ibanLast4 } : {}) },
    });
  });
  const [updated] = await loadCompanyNodes(context.db, [company.id]);
  if (!updated) throw new AppError('NOT_FOUND');
  return updated;
}

function trimAddress(address: PostalAddress): PostalAddress {
  return {
    adresse: address.adresse.trim(),
    postalCode: address.postalCode.trim(),
    city: address.city.trim(),
    country: address.country.trim().toUpperCase(),
  };
}
