import { isLang, SERVICE_NAMES, DEFAULT_LANG, isServiceCode, type Lang } from '@comptoir/domain';
import { and, eq } from 'drizzle-orm';
import type { AppConfig } from '../../config';
import type { Db } from '../../db/client';
import { accountManagerCompanies, accounts, companies } from '../../db/schema';
import { queueEmail } from '../mail';

/** The services named in the recipient's language, as one line. */
function serviceList(services: readonly string[], lang: string | null): string {
  const names = SERVICE_NAMES[isLang(lang) ? lang : DEFAULT_LANG];
  return services.map((service) => (isServiceCode(service) ? names[service] : service)).join(', ');
}

/**
 * A new request reaches every enabled account manager of the company, in each one's language
 * (docs/services.md#requests).
 */
export async function emailAccountManagers(
  tx: Db,
  config: AppConfig,
  companyId: number,
  inquiry: { services: string[]; comment: string | null },
): Promise<void> {
  const [company] = await tx
    .select({ name: companies.name })
    .from(companies)
    .where(eq(companies.id, companyId))
    .limit(1);
  if (!company) return;
  const managers = await tx
    .select({ email: accounts.email, lang: accounts.lang })
    .from(accountManagerCompanies)
    .innerJoin(accounts, eq(accounts.id, accountManagerCompanies.accountId))
    .where(and(eq(accountManagerCompanies.companyId, companyId), eq(accounts.enabled, true)));
  for (const manager of managers) {
    await queueEmail(tx, config, {
      template: 'service-request-received',
      to: manager.email,
      lang: manager.lang,
      params: {
        company: company.name,
        services: serviceList(inquiry.services, manager.lang),
        comment: inquiry.comment ?? '—',
      },
    });
  }
}

export type InquiryAnswer =
  | { kind: 'accepted'; services: readonly string[] }
  | { kind: 'declined'; services: readonly string[]; message: string };

/** The answer reaches the company's sign-in address, in its language. */
export async function emailCompanyAnswer(
  tx: Db,
  config: AppConfig,
  companyId: number,
  answer: InquiryAnswer,
): Promise<void> {
  const [company] = await tx
    .select({ email: accounts.email, lang: accounts.lang })
    .from(companies)
    .innerJoin(accounts, eq(accounts.id, companies.accountId))
    .where(eq(companies.id, companyId))
    .limit(1);
  if (!company) return;
  const lang: Lang | null = isLang(company.lang) ? company.lang : null;
  const services = serviceList(answer.services, lang);
  await queueEmail(
    tx,
    config,
    answer.kind === 'accepted'
      ? { template: 'service-request-accepted', to: company.email, lang, params: { services } }
      : {
          template: 'service-request-declined',
          to: company.email,
          lang,
          params: { services, message: answer.message },
        },
  );
}
