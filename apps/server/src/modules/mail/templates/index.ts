import { accountCode } from './account-code';
import type { TemplateCopy } from './copy';
import { passwordChanged } from './password-changed';
import { passwordReset } from './password-reset';
import { restaurantApproved, restaurantPending, restaurantRejected } from './restaurant-connection';
import { serviceRequestAccepted, serviceRequestDeclined, serviceRequestReceived } from './service-requests';
import { tabletEnrolled } from './tablet-enrolled';

export type EmailTemplate =
  | 'account-code'
  | 'password-reset'
  | 'password-changed'
  | 'tablet-enrolled'
  | 'service-request-received'
  | 'service-request-accepted'
  | 'service-request-declined'
  | 'restaurant-pending'
  | 'restaurant-approved'
  | 'restaurant-rejected';

export type TemplateDefinition = {
  copy: TemplateCopy;
  /** The parameters the words and the link need; queueing without one of them is a programming error. */
  params: readonly string[];
  /** The parameter shown large on a line of its own (a code to type). */
  highlight?: string;
  /** Where the button leads, on PUBLIC_URL. */
  link?: (params: Record<string, string>, publicUrl: string) => string;
};

export const templates: Record<EmailTemplate, TemplateDefinition> = {
  'account-code': { copy: accountCode, params: ['code', 'name'], highlight: 'code' },
  // The caller builds the link because it alone knows the token; it must still lead to this Comptoir.
  'password-reset': {
    copy: passwordReset,
    params: ['link'],
    link: (params, publicUrl) => ownLink(params.link ?? '', publicUrl),
  },
  'password-changed': { copy: passwordChanged, params: [], link: (_, publicUrl) => `${publicUrl}/forgot-password` },
  'tablet-enrolled': { copy: tabletEnrolled, params: ['deviceName'], link: (_, publicUrl) => `${publicUrl}/login` },
  'service-request-received': {
    copy: serviceRequestReceived,
    params: ['company', 'services', 'comment'],
    link: (_, publicUrl) => `${publicUrl}/service-requests`,
  },
  'service-request-accepted': {
    copy: serviceRequestAccepted,
    params: ['services'],
    link: (_, publicUrl) => `${publicUrl}/`,
  },
  'service-request-declined': {
    copy: serviceRequestDeclined,
    params: ['services', 'message'],
    link: (_, publicUrl) => `${publicUrl}/misc/upgrade`,
  },
  'restaurant-pending': {
    copy: restaurantPending,
    params: ['company', 'restaurant', 'platform', 'storeId'],
    link: (_, publicUrl) => `${publicUrl}/restaurants/pending`,
  },
  'restaurant-approved': {
    copy: restaurantApproved,
    params: ['restaurant', 'platform'],
    link: (_, publicUrl) => `${publicUrl}/`,
  },
  'restaurant-rejected': {
    copy: restaurantRejected,
    params: ['restaurant', 'platform', 'reason'],
    link: (_, publicUrl) => `${publicUrl}/`,
  },
};

function ownLink(link: string, publicUrl: string): string {
  if (!link.startsWith(`${publicUrl}/`)) throw new Error(`An e-mail link must start with PUBLIC_URL (${publicUrl}/)`);
  return link;
}
