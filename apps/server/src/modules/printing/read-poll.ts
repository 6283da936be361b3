/** What a CloudPRNT poll (the printer's POST) tells of the printer, as Star defines its JSON body. */
export type Poll = {
  /** The decoded statusCode: `200 OK`, `410 Paper Empty`… (null when the body has none). */
  status: string | null;
  clientType: string | null;
  clientVersion: string | null;
  /** Seconds, from the answer to the GetPollInterval client action. */
  pollInterval: number | null;
  /** Whether the body answers client actions: then the printer need not be asked again in this reply. */
  answersClientActions: boolean;
};

const MAX_TEXT = 100;

/** Reads a poll body; anything malformed is ignored rather than refused, so an odd firmware still gets its jobs. */
export function readPoll(body: string): Poll {
  const poll: Poll = {
    status: null,
    clientType: null,
    clientVersion: null,
    pollInterval: null,
    answersClientActions: false,
  };
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return poll;
  }
  if (!isRecord(parsed)) return poll;
  if (typeof parsed.statusCode === 'string') poll.status = decodeStatus(parsed.statusCode);
  if (!Array.isArray(parsed.clientAction)) return poll;
  poll.answersClientActions = parsed.clientAction.length > 0;
  for (const action of parsed.clientAction) {
    if (!isRecord(action)) continue;
    const result = action.result;
    if (action.request === 'ClientType' && typeof result === 'string') poll.clientType = result.slice(0, MAX_TEXT);
    if (action.request === 'ClientVersion' && typeof result === 'string')
      poll.clientVersion = result.slice(0, MAX_TEXT);
    if (action.request === 'GetPollInterval') poll.pollInterval = readSeconds(result);
  }
  return poll;
}

// Star sends the statusCode URL-encoded (`200%20OK`).
function decodeStatus(code: string): string {
  let decoded = code;
  try {
    decoded = decodeURIComponent(code.replace(/\+/g, ' '));
  } catch {
    // A stray `%` keeps the code as sent.
  }
  return decoded.trim().slice(0, MAX_TEXT);
}

function readSeconds(value: unknown): number | null {
  const seconds = typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : Number.NaN;
  return Number.isInteger(seconds) && seconds > 0 && seconds <= 86_400 ? seconds : null;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
