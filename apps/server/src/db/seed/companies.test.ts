import { companyRolesFor } from '@comptoir/domain';
import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from './accounts';
import { DEMO_SERVICES } from './companies';

// The demo accounts' roles are a contract; the demo services must give exactly those roles, so that the first
// service an account manager switches does not change what else the demo company may open.
describe('demo services', () => {
  it.each([
    ['company', 'burger'],
    ['basic', 'pizza'],
  ] as const)('give the %s account exactly its contract roles', (account, company) => {
    const roles = DEMO_ACCOUNTS[account].roles;
    expect([...companyRolesFor(roles, DEMO_SERVICES[company])].sort()).toEqual([...roles].sort());
  });
});
