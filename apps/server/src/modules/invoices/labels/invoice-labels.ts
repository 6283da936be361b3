import type { Lang } from '@comptoir/domain';
import { en } from './en';
import { es } from './es';
import { fr } from './fr';
import { pl } from './pl';
import { pt } from './pt';

/** Every fixed word an invoice prints (the PDF and its lines' labels), in one language. */
export type InvoiceLabels = {
  /** The BCP 47 locale of the invoice's money and percentages (złoty stays Polish, docs/money.md). */
  locale: string;
  /** Between a label and its value: French sets a space before the colon. */
  colon: string;
  title: string;
  /** Before the invoice's number. */
  number: string;
  vatNumber: string;
  siret: string;
  billedTo: string;
  issuedOn: string;
  period: string;
  /** The invoiced period's first and last days. */
  fromTo: (from: string, to: string) => string;
  dueDate: string;
  commissionOnSales: (platform: string) => string;
  monthlySubscription: string;
  restaurants: string;
  commissionBase: (base: string, rate: string) => string;
  status: string;
  paidOn: (day: string) => string;
  paid: string;
  validated: (dueDay: string) => string;
  beingValidated: string;
  columns: { label: string; priceHt: string; vatRate: string; vat: string; price: string };
  totalHt: string;
  totalVat: string;
  totalTtc: string;
  /** French commercial code L441-10: the mentions every invoice between professionals carries. */
  paymentTerms: readonly string[];
  /** Before the invoice's number on the bank transfer. */
  transferReference: string;
  /** A line of the subscription invoice: a company service of the month. */
  subscriptionLine: (service: string, month: string) => string;
  /** The commission line: its rate, platform, month and the sales it is taken on. */
  commissionLine: (rate: string, platform: string, month: string, base: string) => string;
  /** Services by code (docs/services.md); an unknown code prints as it is. */
  services: Readonly<Record<string, string>>;
};

export const INVOICE_LABELS: Record<Lang, InvoiceLabels> = { en, es, fr, pt, pl };
