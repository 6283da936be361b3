import type { SignedInContext } from '../../context/types';
import type { CompanyNode } from '../accounts';
import { getCompany } from '../companies';
import { lockManagedCompany } from './service-manager';
import type { SubscriptionChangeInput } from './subscription-change';
import { switchCompanyServices } from './switch-company-services';

/** updateCompanySubscription: switches one service of a company on or off, or changes its monthly price. */
export async function updateCompanySubscription(
  context: SignedInContext,
  companyId: number,
  input: SubscriptionChangeInput,
): Promise<CompanyNode> {
  await context.db.transaction(async (tx) => {
    const company = await lockManagedCompany(tx, context, companyId);
    await switchCompanyServices(tx, context, company, [input]);
  });
  return getCompany(context, companyId);
}
