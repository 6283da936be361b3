import { createLogger, type YogaLogger } from 'graphql-yoga';
import { describeError } from '../lib/describe-error';

const describeAll = (args: unknown[]): unknown[] =>
  args.map((arg) => (typeof arg === 'string' ? arg : describeError(arg)));

/**
 * Yoga's logger, which is handed every error it masks: with the original error its log line would show a failed
 * statement's parameters and values (an e-mail, a search, a device's push token), so errors are described instead.
 */
export function createYogaLogger(): YogaLogger {
  const logger = createLogger('info');
  return {
    debug: logger.debug,
    info: (...args: unknown[]) => logger.info(...describeAll(args)),
    warn: (...args: unknown[]) => logger.warn(...describeAll(args)),
    error: (...args: unknown[]) => logger.error(...describeAll(args)),
  };
}
