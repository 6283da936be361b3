import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { GraphQLRequestError } from '../../../lib/graphql-errors';
import { i18n } from '../../../lib/i18n';
import { useScheduleErrorText } from './error-text';

const wrapper = ({ children }: { children: ReactNode }) => <I18nextProvider i18n={i18n}>{children}</I18nextProvider>;

function refusal(message: string, extensions: Record<string, unknown>) {
  return new GraphQLRequestError(200, [{ message, extensions: { code: 'BAD_USER_INPUT', ...extensions } }]);
}

afterEach(async () => {
  await act(() => i18n.changeLanguage('en'));
});

describe('a refused closure', () => {
  it('is said in French from its issues, never in the server’s English', async () => {
    await act(() => i18n.changeLanguage('fr'));
    const { result } = renderHook(() => useScheduleErrorText(), { wrapper });
    const english =
      'The closure ended on 2020-03-02, before today (2026-11-27); The closure lasts 400 days: at most 366';
    const text = result.current(
      refusal(english, {
        reason: 'INVALID_HOLIDAY',
        holidayIssues: [
          { code: 'in_the_past', toDate: '2020-03-02', today: '2026-11-27' },
          { code: 'too_long', days: 400, max: 366 },
        ],
      }),
    );
    expect(text).toBe('Cette fermeture est déjà terminée. Une fermeture dure au plus 366 jours.');
    expect(text).not.toContain('closure');
  });

  it('says a refusal without issues by its reason', async () => {
    await act(() => i18n.changeLanguage('fr'));
    const { result } = renderHook(() => useScheduleErrorText(), { wrapper });
    expect(result.current(refusal('Choose at least one restaurant', { reason: 'NO_RESTAURANT_CHOSEN' }))).toBe(
      'Choisissez au moins un restaurant.',
    );
  });
});
