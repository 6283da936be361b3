import {
  compactDigits,
  compactVatNumber,
  DEFAULT_LANG,
  isLang,
  normalisePhoneNumber,
  PRIVACY_VERSION,
  TERMS_VERSION,
  validateCompanyRegistration,
  type CompanyRegistration,
  type Role,
} from '@comptoir/domain';
import type { GraphQLContext } from '../../context/types';
import { signAccessToken } from '../../context/tokens';
import { accounts, companies, type AccountRow, type CompanyRow } from '../../db/schema';
import { AppError } from '../../errors';
import { violatedUniqueConstraint } from '../../lib/describe-error';
import { hashPassword } from '../../lib/passwords';
import { tooManyAttempts } from '../../lib/rate-limit';
import { issueAccountCode } from './account-codes';
import { SIGNUP_LIMITS, signupAddressKey } from './signup-limits';

// What a company that signs up may do once validated: run its orders, like the demo's order-only company
// (docs/accounts.md#sign-up). Other services are sold and switched on by support.
export const NEW_COMPANY_ROLES: readonly Role[] = ['ROLE_COMPANY_ADMIN', 'ROLE_COMPANY_SUBSCRIBE_ORDER'];

export type CompanyRegisterInput = CompanyRegistration & { lang?: string | null };

export type Registered = { token: string; account: AccountRow; company: CompanyRow };

function emailAlreadyUsed(): AppError {
  return new AppError('EMAIL_ALREADY_USED', { details: { fields: { email: 'EMAIL_ALREADY_USED' } } });
}

/**
 * Creates a company account waiting for its e-mailed code, in one transaction with its company, its code and the
 * code's e-mail; answers a token for the code screen (docs/accounts.md#sign-up).
 */
export async function registerCompany(context: GraphQLContext, input: CompanyRegisterInput): Promise<Registered> {
  const errors = validateCompanyRegistration(input);
  if (errors) {
    const termsRefused = errors.termsAccepted !== undefined || errors.privacyAccepted !== undefined;
    throw new AppError(termsRefused ? 'TERMS_NOT_ACCEPTED' : 'BAD_USER_INPUT', { details: { fields: errors } });
  }
  // Counted before the password is hashed, so a burst of sign-ups from one address costs little.
  const attempt = await context.rateLimits.hit(signupAddressKey(context.clientAddress), SIGNUP_LIMITS.perAddress);
  if (!attempt.allowed) throw tooManyAttempts(attempt.retryAfterSeconds, 'sign-ups');

  const country = input.adresse.country.trim().toUpperCase();
  const lang = isLang(input.lang) ? input.lang : DEFAULT_LANG;
  const passwordHash = await hashPassword(input.password);
  const now = new Date();
  try {
    const created = await context.db.transaction(async (tx) => {
      const [account] = await tx
        .insert(accounts)
        .values({
          type: 'Company',
          email: input.email.trim().toLowerCase(),
          passwordHash,
          roles: [...NEW_COMPANY_ROLES],
          awaitingValidation: true,
          lang,
          phone: normalisePhoneNumber(input.phone, country),
        })
        .returning();
      if (!account) throw new Error('The new account was not inserted');
      const contact = {
        firstName: input.contact.firstName.trim(),
        lastName: input.contact.lastName.trim(),
        phone: normalisePhoneNumber(input.contact.phone, country),
        email: input.contact.email.trim().toLowerCase(),
      };
      const [company] = await tx
        .insert(companies)
        .values({
          accountId: account.id,
          name: input.name.trim(),
          siren: compactDigits(input.siren) || null,
          siret: compactDigits(input.siret) || null,
          vatNumber: compactVatNumber(input.vatNumber) || null,
          adresse: {
            adresse: input.adresse.adresse.trim(),
            postalCode: input.adresse.postalCode.trim(),
            city: input.adresse.city.trim(),
            country,
          },
          contact,
          termsVersion: TERMS_VERSION,
          termsAcceptedAt: now,
          privacyVersion: PRIVACY_VERSION,
          privacyAcceptedAt: now,
        })
        .returning();
      if (!company) throw new Error('The new company was not inserted');
      await issueAccountCode(tx, context.config, account, contact.firstName, now);
      return { account, company };
    });
    return { ...created, token: await signAccessToken(context.config.jwtSecret, created.account) };
  } catch (error) {
    // The unique e-mail is the judge: of concurrent sign-ups with one address, the database lets one through.
    if (violatedUniqueConstraint(error) === 'accounts_email_unique') throw emailAlreadyUsed();
    throw error;
  }
}
