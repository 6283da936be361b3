import { act, renderHook } from '@testing-library/react';
import { STORAGE_KEYS } from '@comptoir/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { aCart } from '../testing/a-cart';
import { useNewOrderAlert } from './new-order-alert';
import { reportOrderOpened } from './new-order-ringer';
import { playNewOrderSound } from './new-order-sound';
import { saveSoundSettings } from './sound-settings';

vi.mock('./new-order-sound', async (original) => ({
  ...(await original<typeof import('./new-order-sound')>()),
  playNewOrderSound: vi.fn(),
}));

beforeEach(() => {
  vi.useFakeTimers();
  vi.mocked(playNewOrderSound).mockReset().mockResolvedValue();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('useNewOrderAlert', () => {
  it('rings at once and again every few seconds until the order is opened', () => {
    const created = [aCart({ id: 501, status: 'CREATED' })];
    renderHook(() => useNewOrderAlert(created));
    expect(playNewOrderSound).toHaveBeenCalledTimes(1);
    act(() => vi.advanceTimersByTime(8_000));
    expect(playNewOrderSound).toHaveBeenCalledTimes(3);
    act(() => reportOrderOpened(501));
    act(() => vi.advanceTimersByTime(20_000));
    expect(playNewOrderSound).toHaveBeenCalledTimes(3);
    expect(localStorage.getItem(STORAGE_KEYS.orders)).toBe('[501]');
  });

  it('stops when the order leaves New', () => {
    const { rerender } = renderHook(({ created }) => useNewOrderAlert(created), {
      initialProps: { created: [aCart({ id: 502, status: 'CREATED' })] },
    });
    expect(playNewOrderSound).toHaveBeenCalledTimes(1);
    rerender({ created: [] });
    act(() => vi.advanceTimersByTime(20_000));
    expect(playNewOrderSound).toHaveBeenCalledTimes(1);
  });

  it('is silent while muted, at the volume chosen otherwise', () => {
    saveSoundSettings({ muted: true, volume: 0.8 });
    const created = [aCart({ id: 503, status: 'CREATED' })];
    renderHook(() => useNewOrderAlert(created));
    act(() => vi.advanceTimersByTime(20_000));
    expect(playNewOrderSound).not.toHaveBeenCalled();
    act(() => saveSoundSettings({ muted: false }));
    expect(playNewOrderSound).toHaveBeenCalledWith(0.8);
  });
});
