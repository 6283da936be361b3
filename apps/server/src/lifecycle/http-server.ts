import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { ConfigError } from '../config';
import { SECURITY_HEADERS } from '../http/security-headers';
import type { Lifecycle } from './lifecycle';

type RequestListener = (request: IncomingMessage, response: ServerResponse) => void;

export type HttpServer = {
  server: Server;
  /** Binds the port; a port in use fails here, before the database is migrated or seeded. */
  listen(port: number, host: string): Promise<void>;
  /** From now on requests go to the app; until then they are answered "starting". */
  serve(app: RequestListener): void;
  /** Requests being answered now. */
  inFlight(): number;
};

function answerStarting(request: IncomingMessage, response: ServerResponse): void {
  const live = request.url === '/livez';
  response.writeHead(live ? 200 : 503, {
    ...SECURITY_HEADERS,
    'content-type': 'application/json; charset=utf-8',
    'retry-after': '1',
  });
  response.end(JSON.stringify(live ? { status: 'ok' } : { status: 'unavailable', reason: 'starting' }));
}

/**
 * The HTTP server, bound before the slow start-up work and told apart from the app, so that the port is checked
 * first and a shutdown can drain it (docs/operations.md#shutdown).
 */
export function createHttpServer(lifecycle: Lifecycle): HttpServer {
  let app: RequestListener = answerStarting;
  let inFlight = 0;
  const server = createServer((request, response) => {
    inFlight += 1;
    response.once('close', () => (inFlight -= 1));
    // While draining, each answer closes its connection, so no client keeps a connection to a stopping server.
    if (lifecycle.shuttingDown) response.shouldKeepAlive = false;
    app(request, response);
  });
  return {
    server,
    listen(port, host) {
      return new Promise((resolve, reject) => {
        const refuse = (error: NodeJS.ErrnoException) => {
          const reason =
            error.code === 'EADDRINUSE'
              ? `${host}:${port} is already in use (EADDRINUSE)`
              : `cannot listen on ${host}:${port} (${error.code ?? error.message})`;
          reject(new ConfigError('PORT', reason));
        };
        server.once('error', refuse);
        server.listen(port, host, () => {
          server.off('error', refuse);
          resolve();
        });
      });
    },
    serve(listener) {
      app = listener;
    },
    inFlight: () => inFlight,
  };
}
