import type { YogaLogger } from 'graphql-yoga';
import type { Logger } from 'pino';
import { logger } from '../lib/logger';

// The first argument is Yoga's message; what follows (the error it masked) goes into the entry, where the logger
// describes errors without a failed statement's parameters or values (an e-mail, a search, a device's push token).
function forward(graphqlLogger: Logger, level: 'debug' | 'info' | 'warn' | 'error') {
  return (...args: unknown[]) => {
    const [first, ...rest] = args;
    const message = typeof first === 'string' ? first : 'GraphQL';
    const details = typeof first === 'string' ? rest : args;
    graphqlLogger[level]({ details }, message);
  };
}

/** Yoga's logger, writing through the server's redacted JSON logger. */
export function createYogaLogger(base: Logger = logger): YogaLogger {
  const graphqlLogger = base.child({ component: 'graphql' });
  return {
    debug: forward(graphqlLogger, 'debug'),
    info: forward(graphqlLogger, 'info'),
    warn: forward(graphqlLogger, 'warn'),
    error: forward(graphqlLogger, 'error'),
  };
}
