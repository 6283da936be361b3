import { vi } from 'vitest';
import type { ReactElement, ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { render, type RenderResult } from '@testing-library/react';
import { i18n } from '../lib/i18n';
import { queryClient as sharedQueryClient } from '../lib/query-client';

/** Renders inside the app's providers (Mantine, query cache, English translations). */
export function renderWithProviders(ui: ReactElement, queryClient: QueryClient = sharedQueryClient): RenderResult {
  function Wrapper({ children }: { children: ReactNode }) {
    return (
      <MantineProvider>
        <QueryClientProvider client={queryClient}>
          <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
        </QueryClientProvider>
      </MantineProvider>
    );
  }
  return render(ui, { wrapper: Wrapper });
}

export type GraphQLMock = (body: {
  query: string;
  variables: Record<string, unknown>;
}) => { status?: number; json: unknown } | Promise<never>;

/** Replaces `fetch` with a GraphQL responder; returns the mock to inspect the requests. */
export function mockGraphQL(respond: GraphQLMock) {
  const fetchMock = vi.fn(async (_input: RequestInfo | URL, init?: RequestInit) => {
    const body = JSON.parse(String(init?.body)) as { query: string; variables: Record<string, unknown> };
    const answer = await respond(body);
    return new Response(JSON.stringify(answer.json), {
      status: answer.status ?? 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}
