import { describe, expect, it } from 'vitest';
import { passwordConfirmation, passwordStrength } from './password-policy';

describe('passwordStrength', () => {
  it('accepts ten characters mixing letters and digits, in any alphabet', () => {
    expect(passwordStrength('admin-demo-2026')).toBeNull();
    expect(passwordStrength('żółwik2026x')).toBeNull();
  });

  it('asks for a password when there is none', () => {
    expect(passwordStrength('')).toBe('field_required');
  });

  it('refuses short passwords and passwords without letters or without digits', () => {
    expect(passwordStrength('abc12345')).toBe('weak_password');
    expect(passwordStrength('onlyletterslong')).toBe('weak_password');
    expect(passwordStrength('12345678901')).toBe('weak_password');
    expect(passwordStrength(`a1${'x'.repeat(127)}`)).toBe('weak_password');
  });
});

describe('passwordConfirmation', () => {
  it('asks for the second typing, then for the same password', () => {
    expect(passwordConfirmation('admin-demo-2026', '')).toBe('field_required');
    expect(passwordConfirmation('admin-demo-2026', 'admin-demo-2025')).toBe('passwords_must_match');
    expect(passwordConfirmation('admin-demo-2026', 'admin-demo-2026')).toBeNull();
  });
});
