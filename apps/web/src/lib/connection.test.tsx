import { QueryClient, onlineManager } from '@tanstack/react-query';
import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '@comptoir/domain';
import { renderWithProviders } from '../test/render';
import { useConnection } from './connection';
import { refreshSession } from './session';

function ConnectionProbe() {
  const { status, viewer } = useConnection();
  return <p>{`${status} ${viewer?.email ?? ''}`}</p>;
}

describe('the connection of a tablet reloaded without network', () => {
  afterEach(() => {
    onlineManager.setOnline(true);
    vi.unstubAllGlobals();
  });

  it('keeps working as the account saved at login instead of waiting for the network (docs/offline.md)', async () => {
    localStorage.setItem(STORAGE_KEYS.token, 'header.payload.signature');
    localStorage.setItem(
      STORAGE_KEYS.user,
      JSON.stringify({ uuid: 'u', email: 'company@demo.comptoir.test', roles: ['ROLE_COMPANY_PREMIUM_SERVICE'] }),
    );
    refreshSession();
    onlineManager.setOnline(false);
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise((_, reject) => setTimeout(() => reject(new TypeError('Failed to fetch')), 100))),
    );
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    renderWithProviders(<ConnectionProbe />, queryClient);
    expect(await screen.findByText('connected company@demo.comptoir.test')).toBeInTheDocument();

    // The next tries (a poll, a screen mounting the profile again) never bring the spinner back.
    const retry = queryClient.refetchQueries();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.getByText('connected company@demo.comptoir.test')).toBeInTheDocument();
    await act(() => retry);
  });
});
