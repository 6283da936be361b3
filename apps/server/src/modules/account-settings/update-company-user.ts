import {
  compactDigits,
  compactVatNumber,
  normalisePhoneNumber,
  validateCompanyDetails,
  type CompanyDetails,
} from '@comptoir/domain';
import { eq } from 'drizzle-orm';
import type { SignedInContext } from '../../context/types';
import { companies } from '../../db/schema';
import { AppError } from '../../errors';
import type { CompanyNode } from '../accounts';
import { recordViewerAudit } from '../audit';
import { loadCompanyNodes } from '../companies';
import { findAccountCompany } from './find-account-company';

export type CompanyUserInput = {
  name: string;
  siren?: string | null;
  siret?: string | null;
  vatNumber?: string | null;
  contact: { firstName: string; lastName: string; phone: string; email?: string | null };
  adresse: { adresse: string; postalCode: string; city: string; country: string };
};

/**
 * updateCompanyUser: the company's name, registry numbers, VAT number, contact and address, judged by the sign-up's
 * rules (docs/accounts.md#account-page). A refusal names each field (`extensions.fields`) and changes nothing.
 */
export async function updateCompanyUser(
  context: SignedInContext,
  id: number | null | undefined,
  input: CompanyUserInput,
): Promise<CompanyNode> {
  const company = await findAccountCompany(context, id);
  const details = readDetails(input);
  const errors = validateCompanyDetails(details);
  if (errors) throw new AppError('BAD_USER_INPUT', { details: { fields: errors } });

  const country = details.adresse.country;
  await context.db.transaction(async (tx) => {
    await tx
      .update(companies)
      .set({
        name: details.name,
        siren: compactDigits(details.siren) || null,
        siret: compactDigits(details.siret) || null,
        vatNumber: compactVatNumber(details.vatNumber) || null,
        contact: {
          ...details.contact,
          phone: normalisePhoneNumber(details.contact.phone, country),
          email: details.contact.email.toLowerCase(),
        },
        adresse: details.adresse,
      })
      .where(eq(companies.id, company.id));
    await recordViewerAudit(tx, context, {
      action: 'company.details',
      entity: 'company',
      entityId: String(company.id),
    });
  });
  const [updated] = await loadCompanyNodes(context.db, [company.id]);
  if (!updated) throw new AppError('NOT_FOUND');
  return updated;
}

function readDetails(input: CompanyUserInput): CompanyDetails {
  const text = (value: string | null | undefined) => (value ?? '').trim();
  return {
    name: text(input.name),
    siren: text(input.siren),
    siret: text(input.siret),
    vatNumber: text(input.vatNumber),
    contact: {
      firstName: text(input.contact.firstName),
      lastName: text(input.contact.lastName),
      phone: text(input.contact.phone),
      email: text(input.contact.email),
    },
    adresse: {
      adresse: text(input.adresse.adresse),
      postalCode: text(input.adresse.postalCode),
      city: text(input.adresse.city),
      country: text(input.adresse.country).toUpperCase(),
    },
  };
}
