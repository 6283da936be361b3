import { LANGUAGES } from '@comptoir/domain';
import { describe, expect, it } from 'vitest';
import { renderEmail } from './render-email';
import { templates, type EmailTemplate } from './templates';

const PUBLIC_URL = 'https://comptoir.example';
const params: Record<EmailTemplate, Record<string, string>> = {
  'account-code': { code: '482913', name: 'Ann' },
  'password-reset': { link: `${PUBLIC_URL}/client-password/token` },
  'password-changed': {},
  'tablet-enrolled': { deviceName: 'Caisse 2' },
  'service-request-received': { company: 'Corner Pizza', services: 'Menu maker', comment: 'Before Friday' },
  'service-request-accepted': { services: 'Menu maker' },
  'service-request-declined': { services: 'Marketing', message: 'Not in your contract yet' },
  'restaurant-pending': {
    company: 'Corner Pizza',
    restaurant: 'Corner Canal',
    platform: 'Deliveroo',
    storeId: '702911',
  },
  'restaurant-approved': { restaurant: 'Corner Canal', platform: 'Deliveroo' },
  'restaurant-rejected': {
    restaurant: 'Corner Canal',
    platform: 'Deliveroo',
    reason: 'Site id belongs to another brand',
  },
};

describe.each(Object.keys(templates) as EmailTemplate[])('the %s e-mail', (template) => {
  it.each(LANGUAGES)('reads whole in %s, with its link and values in both parts', (lang) => {
    const email = renderEmail(template, lang, params[template], PUBLIC_URL);
    for (const part of [email.subject, email.text, email.html]) expect(part).not.toMatch(/\{\w+\}/);
    for (const value of Object.values(params[template])) {
      expect(email.text).toContain(value);
      expect(email.html).toContain(value);
    }
    if (templates[template].link) expect(email.html).toMatch(new RegExp(`href="${PUBLIC_URL}/`));
    expect(email.html).toContain(`<html lang="${lang}">`);
  });

  it('is translated: each language has its own subject', () => {
    const subjects = LANGUAGES.map((lang) => renderEmail(template, lang, params[template], PUBLIC_URL).subject);
    expect(new Set(subjects).size).toBe(LANGUAGES.length);
  });
});

describe('renderEmail', () => {
  it('refuses a reset link that leads away from PUBLIC_URL', () => {
    expect(() =>
      renderEmail('password-reset', 'en', { link: 'https://elsewhere.example/client-password/x' }, PUBLIC_URL),
    ).toThrow('PUBLIC_URL');
  });

  it('refuses an e-mail missing one of its values', () => {
    expect(() => renderEmail('account-code', 'en', { name: 'Ann' }, PUBLIC_URL)).toThrow('code');
  });
});
