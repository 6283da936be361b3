import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { registerServiceWorker } from '../lib/service-worker';
import { renderWithProviders } from '../test/render';
import { UpdateBanner } from './update-banner';

// A stand-in for workbox-window's Workbox: the test plays the browser's worker events.
const worker = vi.hoisted(() => ({
  handlers: new Map<string, Array<() => void>>(),
  skipWaiting: vi.fn(),
  emit(type: string) {
    for (const handler of this.handlers.get(type) ?? []) handler();
  },
}));

vi.mock('workbox-window', () => ({
  Workbox: class {
    addEventListener(type: string, handler: () => void) {
      worker.handlers.set(type, [...(worker.handlers.get(type) ?? []), handler]);
    }
    messageSkipWaiting() {
      worker.skipWaiting();
    }
    register() {
      return Promise.resolve(undefined);
    }
  },
}));

describe('the new-version banner', () => {
  const reload = vi.fn();
  beforeEach(() => {
    worker.handlers.clear();
    worker.skipWaiting.mockClear();
    reload.mockClear();
    Object.defineProperty(navigator, 'serviceWorker', { value: {}, configurable: true });
    vi.stubGlobal('location', { ...window.location, reload });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    Reflect.deleteProperty(navigator, 'serviceWorker');
  });

  it('stays hidden while no new version waits, and never reloads the tablet by itself', async () => {
    await registerServiceWorker();
    renderWithProviders(<UpdateBanner />);
    expect(screen.queryByText('A new version is available')).not.toBeInTheDocument();

    act(() => worker.emit('waiting'));
    expect(await screen.findByText('A new version is available')).toBeInTheDocument();
    expect(worker.skipWaiting).not.toHaveBeenCalled();
    expect(reload).not.toHaveBeenCalled();
  });

  it('switches to the new version and reloads once Reload is tapped', async () => {
    await registerServiceWorker();
    renderWithProviders(<UpdateBanner />);
    act(() => worker.emit('waiting'));
    await userEvent.click(await screen.findByRole('button', { name: 'Reload' }));
    expect(worker.skipWaiting).toHaveBeenCalledTimes(1);
    expect(reload).not.toHaveBeenCalled();

    act(() => worker.emit('controlling'));
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
