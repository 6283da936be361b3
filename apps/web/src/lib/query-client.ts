import { QueryClient } from '@tanstack/react-query';
import { GraphQLRequestError } from './graphql-errors';

function shouldRetry(failureCount: number, error: unknown): boolean {
  // An answer with error codes will not change on retry; a network failure may.
  if (error instanceof GraphQLRequestError) return false;
  return failureCount < 2;
}

function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, refetchOnWindowFocus: false, staleTime: 10_000 },
      mutations: { retry: false },
    },
  });
}

export const queryClient = createQueryClient();
