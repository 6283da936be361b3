import { pino, type DestinationStream, type LogFn, type Logger } from 'pino';
import { describeError } from './describe-error';

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

type LogLevel = (typeof LOG_LEVELS)[number];

const REDACTED = '[redacted]';

// Keys whose value is a secret or personal data, compared without case, dashes or underscores
// (docs/operations.md#logs).
const SECRET_KEY =
  /^(authorization|proxyauthorization|cookie|setcookie|xswitchuser|pin|pincode|iban|bic|email|emails|toaddress|phone|phonenumber|mobile|login|credentials?|apikey|accountcode|resetcode|.*password.*|.*token|.*secret)$/;

// Personal data or secrets that can hide inside free text (an error's message, a URL).
const TEXT_PATTERNS: [RegExp, string][] = [
  [/\bBearer\s+[\w.~+/-]+=*/gi, `Bearer ${REDACTED}`],
  [/\beyJ[\w-]+\.[\w-]+\.[\w-]*/g, '[token]'],
  [/[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g, '[email]'],
  [/\b[A-Z]{2}\d{2}(?: ?[A-Z0-9]{4}){2,7}(?: ?[A-Z0-9]{1,4})?\b/g, '[iban]'],
  [/(?:\+|\b00)\d{1,3}[ .-]?\d(?:[ .-]?\d{2,4}){3,5}\b/g, '[phone]'],
  [/\b0[1-9](?:[ .-]?\d{2}){4}\b/g, '[phone]'],
];

export function redactText(text: string): string {
  return TEXT_PATTERNS.reduce((result, [pattern, replacement]) => result.replace(pattern, replacement), text);
}

function isSecretKey(key: string): boolean {
  return SECRET_KEY.test(key.toLowerCase().replace(/[-_]/g, ''));
}

/** A copy of `value` with secret keys masked and personal data removed from its texts. */
function redactValue(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return redactText(value);
  if (value instanceof Error) return redactText(describeError(value));
  if (value === null || typeof value !== 'object' || depth > 6) return value;
  if (Array.isArray(value)) return value.map((item: unknown) => redactValue(item, depth + 1));
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [key, isSecretKey(key) ? REDACTED : redactValue(item, depth + 1)]),
  );
}

function isLogLevel(value: string | undefined): value is LogLevel {
  return LOG_LEVELS.some((level) => level === value);
}

// Tests run silent unless LOG_LEVEL asks otherwise; an invalid LOG_LEVEL is reported by loadConfig.
function defaultLevel(env: Record<string, string | undefined>): LogLevel {
  if (isLogLevel(env.LOG_LEVEL)) return env.LOG_LEVEL;
  return env.VITEST ? 'silent' : 'info';
}

/** One JSON line per entry on `destination`, every field and message redacted before it is written. */
export function createLogger(level: LogLevel, destination: DestinationStream): Logger {
  return pino(
    {
      level,
      base: { service: 'comptoir' },
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: {
        level: (label) => ({ level: label }),
        bindings: (bindings) => redactValue(bindings) as Record<string, unknown>,
        log: (object) => redactValue(object) as Record<string, unknown>,
      },
      hooks: {
        logMethod(args, method) {
          method.apply(
            this,
            args.map((arg: unknown) => (typeof arg === 'string' ? redactText(arg) : arg)) as Parameters<LogFn>,
          );
        },
      },
    },
    destination,
  );
}

// Synchronous: the last lines before process.exit (a failed start, a shutdown) are written, not left in a buffer.
export const logger = createLogger(defaultLevel(process.env), pino.destination({ dest: 1, sync: true }));
