import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { LANGUAGES } from '@comptoir/domain';
import { i18n, loadLanguage, withScreenStrings } from '../lib/i18n';
import { queryClient } from '../lib/query-client';
import { refreshSession } from '../lib/session';

// Screens load as lazy chunks: on a busy shared machine the first one can take longer than the default second to
// transform and render, which a user never waits for but a test must.
configure({ asyncUtilTimeout: 5000 });

// Mantine reads media queries and observes element sizes and visibility; jsdom has none of these.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: vi.fn().mockImplementation((query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: vi.fn(),
    removeListener: vi.fn(),
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
    dispatchEvent: vi.fn(),
  })),
});

class ResizeObserverStub {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}
window.ResizeObserver = ResizeObserverStub;

class IntersectionObserverStub {
  readonly root = null;
  readonly rootMargin = '';
  readonly scrollMargin = '';
  readonly thresholds: readonly number[] = [];
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
  takeRecords(): IntersectionObserverEntry[] {
    return [];
  }
}
window.IntersectionObserver = IntersectionObserverStub;
Element.prototype.scrollIntoView = vi.fn();

// The app fetches one language's strings on demand, and the screens' part with the first screen past sign-in; tests
// render and switch languages synchronously, so all five, both parts, are in before any test starts.
await Promise.all(LANGUAGES.map(loadLanguage));
await withScreenStrings(Promise.resolve());
await i18n.changeLanguage('en');

afterEach(() => {
  cleanup();
  localStorage.clear();
  refreshSession();
  queryClient.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});
