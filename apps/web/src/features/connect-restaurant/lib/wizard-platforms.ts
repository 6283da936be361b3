import { OWN_CHANNELS, PLATFORMS, PLATFORM_CODES, type Platform, type PlatformCode } from '@comptoir/domain';

/** The wizard's steps: the store on its platform, the platform's tablet login, the summary before registering. */
export type WizardStep = 'store' | 'tablet' | 'summary';

/** How a platform's restaurant becomes live (docs/platforms.md#connecting-a-restaurant). */
type Activation = 'review' | 'immediate';

export type WizardPlatform = {
  code: PlatformCode;
  /** The route's `{platform}` segment (docs/roles.md#connecting-a-restaurant). */
  slug: string;
  platform: Platform;
  steps: readonly WizardStep[];
  activation: Activation;
};

// Uber Eats and Deliveroo are the platforms whose tablet login Comptoir stores (docs/screens.md#restaurant-problems).
const WIZARD: Readonly<Record<PlatformCode, Pick<WizardPlatform, 'slug' | 'steps'>>> = {
  PLATFORM_UBER_EAT: { slug: 'uber-eats', steps: ['store', 'tablet', 'summary'] },
  PLATFORM_DELIVEROO: { slug: 'deliveroo', steps: ['store', 'tablet', 'summary'] },
  PLATFORM_JUST_EAT: { slug: 'just-eat', steps: ['store', 'summary'] },
  PLATFORM_GLOVO: { slug: 'glovo', steps: ['store', 'summary'] },
  PLATFORM_GET_RESTO: { slug: 'get-resto', steps: ['store', 'summary'] },
  PLATFORM_CLICK_N_COLLECT: { slug: 'click-n-collect', steps: ['store', 'summary'] },
};

/** The six platforms in the app's usual order. */
export const WIZARD_PLATFORMS: readonly WizardPlatform[] = PLATFORM_CODES.map((code) => ({
  code,
  platform: PLATFORMS[code],
  ...WIZARD[code],
  // The marketplaces wait for the account manager's review; Comptoir's own channels are integrated at once.
  activation: OWN_CHANNELS.includes(code) ? 'immediate' : 'review',
}));

export function wizardPlatformBySlug(slug: string | undefined): WizardPlatform | null {
  return WIZARD_PLATFORMS.find((candidate) => candidate.slug === slug) ?? null;
}

export function wizardPlatformByCode(code: string): WizardPlatform | null {
  return WIZARD_PLATFORMS.find((candidate) => candidate.code === code) ?? null;
}
