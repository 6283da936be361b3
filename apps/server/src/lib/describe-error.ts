type DatabaseFailure = { code: string; constraint?: unknown; table?: unknown; column?: unknown };

const SQLSTATE = /^[0-9A-Z]{5}$/;

function causes(error: unknown): unknown[] {
  const chain: unknown[] = [];
  for (let current = error; current !== null && current !== undefined && !chain.includes(current);) {
    chain.push(current);
    const { originalError, cause } = current as { originalError?: unknown; cause?: unknown };
    current = originalError ?? cause;
  }
  return chain;
}

function isDatabaseFailure(error: unknown): error is DatabaseFailure {
  return (
    typeof error === 'object' &&
    error !== null &&
    typeof (error as { code?: unknown }).code === 'string' &&
    SQLSTATE.test((error as { code: string }).code) &&
    'severity' in error
  );
}

// Drizzle names the failed statement and its parameters in its message ("Failed query: … params: …").
function isFailedQuery(error: unknown): boolean {
  return error instanceof Error && error.message.startsWith('Failed query:');
}

function frames(error: unknown): string {
  const stack = error instanceof Error ? (error.stack ?? '') : '';
  return stack
    .split('\n')
    .filter((line) => line.startsWith('    at '))
    .join('\n');
}

/**
 * What the log may say of an error. A database error's message and detail carry the values of the statement
 * (an e-mail, a device's push token), and Drizzle's message its parameters: of those only the SQLSTATE code and the
 * constraint, table and column names are kept (docs/security.md). Other errors keep their name and message.
 */
export function describeError(error: unknown): string {
  const chain = causes(error);
  const database = chain.find(isDatabaseFailure);
  const innermost = chain.at(-1);
  const where = [...chain].reverse().find((link) => link instanceof Error && frames(link) !== '');
  const path = (
    chain.find((link) => Array.isArray((link as { path?: unknown }).path)) as { path?: (string | number)[] } | undefined
  )?.path;
  const at = path ? ` at ${path.join('.')}` : '';
  let summary: string;
  if (database) {
    const names = (['constraint', 'table', 'column'] as const).flatMap((key) =>
      typeof database[key] === 'string' ? [`${key} ${database[key]}`] : [],
    );
    summary = `Database error ${database.code}${names.length > 0 ? ` (${names.join(', ')})` : ''}${at}`;
  } else if (chain.some(isFailedQuery)) {
    summary = `Database query failed${at}`;
  } else {
    summary =
      innermost instanceof Error
        ? `${innermost.name}: ${innermost.message}${at}`
        : `Non-error thrown: ${typeof innermost}${at}`;
  }
  const stack = frames(where);
  return stack === '' ? summary : `${summary}\n${stack}`;
}

/** The unique constraint a failed statement broke (SQLSTATE 23505), whatever driver and wrapping; else null. */
export function violatedUniqueConstraint(error: unknown): string | null {
  const database = causes(error).find(isDatabaseFailure);
  return database?.code === '23505' && typeof database.constraint === 'string' ? database.constraint : null;
}
