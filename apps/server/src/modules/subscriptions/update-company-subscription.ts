import { announceAccountChange } from '../../context/account-changes';
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
  const company = await context.db.transaction(async (tx) => {
    const locked = await lockManagedCompany(tx, context, companyId);
    await switchCompanyServices(tx, context, locked, [input]);
    return locked;
  });
  // The account's roles follow its services: its next request is read with them.
  await announceAccountChange(context, [company.accountId]);
  return getCompany(context, companyId);
}
