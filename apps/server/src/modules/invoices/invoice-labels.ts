import { PLATFORMS, type PlatformCode } from '@comptoir/domain';

// Invoices are French documents of a French company: their labels are written in French once, at issue.

const SERVICE_LABELS: Readonly<Record<string, string>> = {
  ORDER_MANAGER: 'Gestion des commandes',
  ANALYTICS: 'Statistiques',
  REVIEW: 'Avis clients',
  DISPUTE: 'Gestion des litiges',
  TVA: 'Rapports de TVA',
  MARKETING: 'Marketing',
  MENU_PRICE: 'Prix des menus',
  MENU_MAKER: 'Création de menus',
  RUNNER_DISPLAY: 'Écran runner',
  ORDER_MANAGEMENT: 'Gestion des commandes',
  INVOICE: 'Facturation',
  VAT: 'TVA',
};

export function serviceLabel(service: string): string {
  return SERVICE_LABELS[service] ?? service;
}

export function platformLabel(platform: PlatformCode): string {
  return PLATFORMS[platform].label;
}

/** `2026-01` → `janvier 2026`. */
export function monthLabel(month: string): string {
  const [year, index] = month.split('-').map(Number);
  return new Intl.DateTimeFormat('fr-FR', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year ?? 0, (index ?? 1) - 1, 1)),
  );
}

export function percentLabel(basisPoints: number): string {
  return `${new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 2 }).format(basisPoints / 100)} %`;
}
