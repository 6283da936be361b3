import { createServerAdapter } from '@whatwg-node/server';
import { createYoga } from 'graphql-yoga';
import type { AppConfig } from './config';
import { findClientAddress, type ServerContext } from './context/client-address';
import type { GraphQLContext } from './context/types';
import { resolveViewer } from './context/viewer';
import type { Database } from './db/client';
import { maskError } from './errors';
import { checkHealth } from './http/health';
import { useQueryLimits } from './http/limits';
import { notFoundJson } from './http/responses';
import { serveWebApp } from './http/web-app';
import { useSwitchedMutationAudit } from './modules/audit/audit-switched-mutations';
import { schema } from './schema';

export const GRAPHQL_PATH = '/graphql/kom';

// Server paths that later issues fill in: until then they answer a JSON 404 instead of the web app.
const API_PREFIXES = ['/graphql', '/webhooks', '/uploads', '/template', '/simulator'];

export type CreateAppOptions = { database: Database; config: AppConfig };

export function createApp({ database, config }: CreateAppOptions) {
  const yoga = createYoga<ServerContext, Omit<GraphQLContext, 'request'>>({
    schema,
    graphqlEndpoint: GRAPHQL_PATH,
    batching: false,
    graphiql: false,
    landingPage: false,
    multipart: false,
    maskedErrors: { maskError, isDev: false },
    plugins: [useQueryLimits(), useSwitchedMutationAudit()],
    context: async ({ request, ...serverContext }) => {
      const clientAddress = findClientAddress(request, serverContext, config);
      const viewer = await resolveViewer({ db: database.db, config, request, clientAddress });
      return { db: database.db, config, viewer, clientAddress };
    },
  });

  return createServerAdapter<ServerContext>(async (request, serverContext) => {
    const { pathname } = new URL(request.url);
    if (pathname === '/healthz') return checkHealth(database.db);
    if (pathname === GRAPHQL_PATH) return yoga.handleRequest(request, serverContext);
    if (API_PREFIXES.some((prefix) => pathname.startsWith(prefix))) return notFoundJson();
    if (request.method === 'GET' || request.method === 'HEAD') return serveWebApp(config.webDistDir, pathname, request.method);
    return notFoundJson();
  });
}

export type App = ReturnType<typeof createApp>;
