import type { PlatformCode } from '@comptoir/domain';

/**
 * A store that exists on its simulated platform but is not yet connected to Comptoir: what a demo user connects with
 * the integration wizard (docs/demo-data.md#stores-to-connect). Its ids are fixed, so the demo and the tests name it.
 */
export type UnconnectedStore = {
  platform: PlatformCode;
  storeId: string;
  name: string;
  /** Deliveroo's brand: its Site API answers a site only under its own brand. */
  brandId?: string;
  /**
   * Whether the restaurant linked Comptoir's integration on the platform (Deliveroo: Partner Hub → Integrations);
   * the platform refuses an integrator it was not linked to.
   */
  linkedToIntegrator: boolean;
  tabletLogin: string;
  tabletPass: string;
};

export const UNCONNECTED_STORES: readonly UnconnectedStore[] = [
  {
    platform: 'PLATFORM_DELIVEROO',
    storeId: '702911',
    name: 'Demo Pizza Canal — Deliveroo',
    brandId: '48213',
    linkedToIntegrator: true,
    tabletLogin: 'canal@demo.comptoir.test',
    tabletPass: 'canal-tablet-2026',
  },
  {
    platform: 'PLATFORM_DELIVEROO',
    storeId: '702912',
    name: 'Demo Pizza Nation — Deliveroo',
    brandId: '48213',
    // Not linked in Partner Hub: the wizard must say "not integrated".
    linkedToIntegrator: false,
    tabletLogin: 'nation@demo.comptoir.test',
    tabletPass: 'nation-tablet-2026',
  },
  {
    platform: 'PLATFORM_JUST_EAT',
    storeId: 'JE-DEMO-5531',
    name: 'Demo Sushi Bercy — Just Eat',
    linkedToIntegrator: true,
    tabletLogin: 'bercy@demo.comptoir.test',
    tabletPass: 'bercy-tablet-2026',
  },
  {
    platform: 'PLATFORM_GLOVO',
    storeId: 'GLOVO-DEMO-8820',
    name: 'Demo Tacos Belleville — Glovo',
    linkedToIntegrator: true,
    tabletLogin: 'belleville@demo.comptoir.test',
    tabletPass: 'belleville-tablet-2026',
  },
];
