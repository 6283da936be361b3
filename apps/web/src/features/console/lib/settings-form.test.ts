import { describe, expect, it } from 'vitest';
import { toApplicationInfoInput, validateSettings, type SettingsValues } from './settings-form';

const VALID: SettingsValues = {
  name: 'Caisse Express',
  phone: '+33 1 23 45 67 89',
  webhookUrl: 'https://hooks.example.com/comptoir',
  webhookEnabled: true,
};

describe('settings form', () => {
  it.each<[string, Partial<SettingsValues>, Record<string, string>]>([
    ['valid settings', {}, {}],
    ['an empty phone and address with events off', { phone: '', webhookUrl: '', webhookEnabled: false }, {}],
    ['no name', { name: '  ' }, { name: 'field_required' }],
    ['a name over 100 characters', { name: 'x'.repeat(101) }, { name: 'text_too_long' }],
    ['a phone that is no number', { phone: '12' }, { phone: 'Invalid number' }],
    ['an ftp address', { webhookUrl: 'ftp://hooks.example.com' }, { webhookUrl: 'invalid_webhook_url' }],
    [
      'an address with a password',
      { webhookUrl: 'https://user:secret@hooks.example.com' },
      { webhookUrl: 'invalid_webhook_url' },
    ],
    ['events on without an address', { webhookUrl: '' }, { webhookUrl: 'field_required' }],
  ])('%s', (_case, change, expected) => {
    expect(validateSettings({ ...VALID, ...change })).toEqual(expected);
  });

  it('sends every field trimmed, empty ones to remove them', () => {
    expect(
      toApplicationInfoInput({
        name: ' Caisse ',
        phone: ' ',
        webhookUrl: ' http://127.0.0.1:9000/hook ',
        webhookEnabled: true,
      }),
    ).toEqual({
      name: 'Caisse',
      phone: '',
      webhookUrl: 'http://127.0.0.1:9000/hook',
      webhookEnabled: true,
    });
  });
});
