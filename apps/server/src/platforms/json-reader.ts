// Platform payloads are untyped JSON; these readers turn a missing or mistyped field into null (or a clear error
// for fields an order cannot do without) instead of letting `undefined` leak into a cart.

export type JsonRecord = Record<string, unknown>;

function isRecord(value: unknown): value is JsonRecord {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function asRecord(value: unknown): JsonRecord {
  return isRecord(value) ? value : {};
}

export function asArray(value: unknown): unknown[] {
  return Array.isArray(value) ? value : [];
}

export function optionalString(value: unknown): string | null {
  if (typeof value === 'string' && value !== '') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return null;
}

export function optionalNumber(value: unknown): number | null {
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value))) return Number(value);
  return null;
}

export function requireString(value: unknown, field: string): string {
  const text = optionalString(value);
  if (text === null) throw new Error(`Missing ${field}`);
  return text;
}

/** A date from an ISO-8601 string or a Unix time (seconds, or milliseconds when the number is that large). */
export function optionalDate(value: unknown): Date | null {
  const seconds = typeof value === 'number' ? value : null;
  if (seconds !== null) return new Date(seconds > 1e12 ? seconds : seconds * 1000);
  if (typeof value !== 'string' || value === '') return null;
  const date = /^\d+$/.test(value) ? optionalDate(Number(value)) : new Date(value);
  return date && !Number.isNaN(date.getTime()) ? date : null;
}

export function parseJsonBody(rawBody: string): JsonRecord {
  const parsed: unknown = JSON.parse(rawBody);
  if (!isRecord(parsed)) throw new Error('The webhook body is not a JSON object');
  return parsed;
}
