import {
  compactDigits,
  compactVatNumber,
  normalisePhoneNumber,
  validateCompanyEdit,
  type CompanyDetails,
  type CompanyEdit,
  type PageAccess,
} from '@comptoir/domain';
import { eq } from 'drizzle-orm';
import { announceAccountChange } from '../../context/account-changes';
import type { SignedInContext } from '../../context/types';
import { accounts, companies, type AccountRow, type CompanyRow } from '../../db/schema';
import { AppError } from '../../errors';
import { violatedUniqueConstraint } from '../../lib/describe-error';
import type { CompanyNode } from '../accounts';
import { recordViewerAudit } from '../audit';
import { endSessions } from '../auth';
import { loadCompanyNodes } from '../companies';
import { readPagesAccess } from '../pin';
import { findEditedCompany } from './edited-company';

type Address = { adresse: string; postalCode: string; city: string; country: string };
type Contact = { firstName: string; lastName: string; phone: string; email?: string | null };

/**
 * `company(companyId, input)` (docs/administration.md#company-edit): every field optional, null or left out keeps the
 * stored value.
 */
export type CompanyInput = {
  name?: string | null;
  siren?: string | null;
  siret?: string | null;
  vatNumber?: string | null;
  adresse?: Address | null;
  contact?: Contact | null;
  email?: string | null;
  currency?: string | null;
  lang?: string | null;
  autoAccept?: boolean | null;
  autoPrintEnabled?: boolean | null;
  pagesAccess?: readonly PageAccess[] | null;
  enabled?: boolean | null;
};

type CompanyChanges = Partial<
  Pick<
    CompanyRow,
    'name' | 'siren' | 'siret' | 'vatNumber' | 'adresse' | 'contact' | 'autoAccept' | 'autoPrintEnabled' | 'pagesAccess'
  >
>;
type AccountChanges = Partial<Pick<AccountRow, 'email' | 'currency' | 'lang' | 'enabled'>>;

/**
 * company(companyId, input) (docs/administration.md#company-edit): the fields sent, judged by the sign-up's rules as
 * the company will be after the edit; a refusal names each field and changes nothing. Only the fields whose value
 * changes are written, with an audit row naming them, in one transaction; disabling the company ends every session
 * of its account (its tablets' included) in that transaction.
 */
export async function updateCompany(
  context: SignedInContext,
  companyId: number,
  input: CompanyInput,
): Promise<CompanyNode> {
  const { account, company } = await findEditedCompany(context, companyId);
  const edit = readEdit(input);
  const stored = storedDetails(company);
  const errors = validateCompanyEdit(stored, edit);
  if (errors) throw new AppError('BAD_USER_INPUT', { details: { fields: errors } });
  const pagesAccess = input.pagesAccess ? readPagesAccess(input.pagesAccess) : undefined;

  const companyChanges = changed<CompanyChanges>(company, {
    name: edit.name,
    siren: edit.siren === undefined ? undefined : compactDigits(edit.siren) || null,
    siret: edit.siret === undefined ? undefined : compactDigits(edit.siret) || null,
    vatNumber: edit.vatNumber === undefined ? undefined : compactVatNumber(edit.vatNumber) || null,
    adresse: edit.adresse,
    // A national number is read in the company's country, as it will be after the edit.
    contact: edit.contact && {
      ...edit.contact,
      phone: normalisePhoneNumber(edit.contact.phone, edit.adresse?.country ?? stored.adresse.country),
      email: edit.contact.email.toLowerCase(),
    },
    autoAccept: input.autoAccept ?? undefined,
    autoPrintEnabled: input.autoPrintEnabled ?? undefined,
    pagesAccess,
  });
  const accountChanges = changed<AccountChanges>(account, {
    email: edit.email,
    currency: edit.currency,
    lang: edit.lang,
    enabled: input.enabled ?? undefined,
  });
  const fields = [...Object.keys(companyChanges), ...Object.keys(accountChanges)];
  if (fields.length === 0) return { account, company };

  try {
    await context.db.transaction(async (tx) => {
      if (Object.keys(companyChanges).length > 0)
        await tx.update(companies).set(companyChanges).where(eq(companies.id, company.id));
      if (Object.keys(accountChanges).length > 0)
        await tx.update(accounts).set(accountChanges).where(eq(accounts.id, account.id));
      // Disabled: every token of the account ends now, not at its expiry (docs/security.md#tokens-and-signed-links).
      if (accountChanges.enabled === false) await endSessions(tx, account.id);
      // The names of the fields only: the values may be personal data, and the audit log is read by support.
      await recordViewerAudit(tx, context, {
        action: 'company.edit',
        entity: 'company',
        entityId: String(company.id),
        data: { fields },
      });
    });
  } catch (error) {
    // The unique e-mail is the judge of a used address, as at sign-up (docs/accounts.md#sign-up).
    if (violatedUniqueConstraint(error) === 'accounts_email_unique') {
      throw new AppError('EMAIL_ALREADY_USED', { details: { fields: { email: 'EMAIL_ALREADY_USED' } } });
    }
    throw error;
  }
  if (Object.keys(accountChanges).length > 0) await announceAccountChange(context, [account.id]);
  const [updated] = await loadCompanyNodes(context.db, [company.id]);
  if (!updated) throw new AppError('NOT_FOUND');
  return updated;
}

function readEdit(input: CompanyInput): CompanyEdit {
  const text = (value: string | null | undefined) => (value === null || value === undefined ? undefined : value.trim());
  const { adresse, contact } = input;
  return {
    name: text(input.name),
    siren: text(input.siren),
    siret: text(input.siret),
    vatNumber: text(input.vatNumber),
    adresse: adresse
      ? {
          adresse: adresse.adresse.trim(),
          postalCode: adresse.postalCode.trim(),
          city: adresse.city.trim(),
          country: adresse.country.trim().toUpperCase(),
        }
      : undefined,
    contact: contact
      ? {
          firstName: contact.firstName.trim(),
          lastName: contact.lastName.trim(),
          phone: contact.phone.trim(),
          email: text(contact.email) ?? '',
        }
      : undefined,
    email: text(input.email)?.toLowerCase(),
    currency: text(input.currency),
    lang: text(input.lang),
  };
}

// The stored details as the rules read them; a company saved before its address or contact was asked has blanks.
function storedDetails(company: CompanyRow): CompanyDetails {
  const { adresse, contact } = company;
  return {
    name: company.name,
    siren: company.siren ?? '',
    siret: company.siret ?? '',
    vatNumber: company.vatNumber ?? '',
    contact: {
      firstName: contact?.firstName ?? '',
      lastName: contact?.lastName ?? '',
      phone: contact?.phone ?? '',
      email: contact?.email ?? '',
    },
    adresse: {
      adresse: adresse?.adresse ?? '',
      postalCode: adresse?.postalCode ?? '',
      city: adresse?.city ?? '',
      country: adresse?.country ?? '',
    },
  };
}

/**
 * The values sent that differ from the stored row, so that the audit names what changed and nothing else is written.
 */
function changed<T extends object>(stored: object, sent: { [K in keyof T]: T[K] | undefined }): T {
  const row = stored as Record<string, unknown>;
  const entries = Object.entries(sent).filter(
    ([key, value]) => value !== undefined && JSON.stringify(value) !== JSON.stringify(row[key]),
  );
  return Object.fromEntries(entries) as T;
}
