import { describe, expect, it } from 'vitest';
import { anAccount, aViewer } from '../../test/accounts';
import type { Account } from '../../lib/api/profile';
import { computePinRequirement } from './pin-requirement';

const NOW = 1_700_000_000_000;

function companyRequiringPinFor(tag: string): Account {
  const company = anAccount('Company', ['ROLE_COMPANY_ADMIN', 'ROLE_COMPANY_PREMIUM_SERVICE']);
  if (company.__typename !== 'Company') throw new Error('expected a company');
  return {
    ...company,
    pagesAccess: [
      { tag, pinRequired: true },
      { tag: 'orders', pinRequired: false },
    ],
  };
}

describe('computePinRequirement', () => {
  it('asks a company for its PIN on a protected page', () => {
    expect(computePinRequirement('analytics', aViewer(companyRequiringPinFor('analytics')), null, NOW)).toBe(true);
  });

  it('does not ask on a page whose tag is not protected, or on a page without a tag', () => {
    const viewer = aViewer(companyRequiringPinFor('analytics'));
    expect(computePinRequirement('orders', viewer, null, NOW)).toBe(false);
    expect(computePinRequirement(undefined, viewer, null, NOW)).toBe(false);
  });

  it('does not ask again while the PIN session lasts, and asks once it has ended', () => {
    const viewer = aViewer(companyRequiringPinFor('analytics'));
    expect(computePinRequirement('analytics', viewer, NOW + 1000, NOW)).toBe(false);
    expect(computePinRequirement('analytics', viewer, NOW - 1000, NOW)).toBe(true);
  });

  it('never asks an administrator acting as the company', () => {
    const admin = anAccount('User', ['ROLE_ADMINISTRATOR', 'ROLE_CAN_SWITCH_USER']);
    expect(computePinRequirement('analytics', aViewer(admin, companyRequiringPinFor('analytics')), null, NOW)).toBe(
      false,
    );
  });
});
