/**
 * A Star CloudPRNT printer as its firmware drives the protocol: it polls the server with POST, fetches an announced job
 * with GET and confirms it with DELETE, authenticated with Basic credentials (its MAC and its secret). Demo mode runs
 * one per demo printer so a newcomer sees auto-print come out; tests drive it step by step.
 */
export type PollAnswer = {
  jobReady: boolean;
  mediaTypes?: string[];
  jobToken?: string;
  clientAction?: { request: string }[];
};

export type PrintedJob = { token: string; type: string; content: Buffer; at: Date };

export type CloudPrntCredentials = { mac: string; secret: string };

export type CloudPrntPrinter = {
  readonly mac: string;
  poll(body?: Record<string, unknown>): Promise<{ status: number; answer: PollAnswer | null }>;
  fetchJob(token: string | undefined, type?: string): Promise<Response>;
  confirm(token: string | undefined, code: string): Promise<Response>;
  /** Poll → GET → DELETE with `code`, as long as jobs are announced (at most `limit`): what it printed, in order. */
  printAll(code?: string, limit?: number): Promise<PrintedJob[]>;
  /** Polls every `everyMs` and prints what is announced, until stopped; a failed round is reported and retried. */
  start(everyMs: number, onError?: (error: unknown) => void): void;
  stop(): void;
  /** The last tickets it printed, newest first (at most 20). */
  printed(): readonly PrintedJob[];
};

const KEPT = 20;

export function createCloudPrntPrinter(baseUrl: string, credentials: CloudPrntCredentials): CloudPrntPrinter {
  const url = `${baseUrl}/cloudprnt`;
  const authorization = `Basic ${Buffer.from(`${credentials.mac}:${credentials.secret}`).toString('base64')}`;
  const history: PrintedJob[] = [];
  let timer: NodeJS.Timeout | null = null;
  const query = (values: Record<string, string | undefined>) => {
    const params = new URLSearchParams({ mac: credentials.mac });
    for (const [key, value] of Object.entries(values)) if (value !== undefined) params.set(key, value);
    return `${url}?${params.toString()}`;
  };

  async function poll(body: Record<string, unknown> = {}) {
    const response = await fetch(url, {
      method: 'POST',
      headers: { authorization, 'content-type': 'application/json' },
      body: JSON.stringify({ statusCode: '200%20OK', printerMAC: credentials.mac, printingInProgress: false, ...body }),
    });
    return { status: response.status, answer: response.ok ? ((await response.json()) as PollAnswer) : null };
  }
  const fetchJob = (token: string | undefined, type = 'image/png') =>
    fetch(query({ type, token }), { headers: { authorization } });
  const confirm = (token: string | undefined, code: string) =>
    fetch(query({ code, token }), { method: 'DELETE', headers: { authorization } });

  async function printAll(code = '200 OK', limit = 20): Promise<PrintedJob[]> {
    const printed: PrintedJob[] = [];
    for (let round = 0; round < limit; round += 1) {
      const { answer } = await poll();
      if (!answer?.jobReady || !answer.jobToken) return printed;
      const type = answer.mediaTypes?.[0] ?? 'image/png';
      const job = await fetchJob(answer.jobToken, type);
      if (!job.ok) throw new Error(`GET ${answer.jobToken} answered ${job.status}`);
      const ticket = { token: answer.jobToken, type, content: Buffer.from(await job.arrayBuffer()), at: new Date() };
      printed.push(ticket);
      history.unshift(ticket);
      history.splice(KEPT);
      const confirmed = await confirm(answer.jobToken, code);
      if (!confirmed.ok) throw new Error(`DELETE ${answer.jobToken} answered ${confirmed.status}`);
    }
    return printed;
  }

  return {
    mac: credentials.mac,
    poll,
    fetchJob,
    confirm,
    printAll,
    start(everyMs, onError = () => undefined) {
      if (timer) return;
      let running = false;
      timer = setInterval(() => {
        if (running) return;
        running = true;
        printAll()
          .catch(onError)
          .finally(() => (running = false));
      }, everyMs);
      timer.unref();
    },
    stop() {
      if (timer) clearInterval(timer);
      timer = null;
    },
    printed: () => history,
  };
}
