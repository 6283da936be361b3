/** A CloudPRNT printer as Star's firmware (and LinusU/cloudprnt-emulator) drives the protocol, for tests. */
export type PollAnswer = { jobReady: boolean; mediaTypes?: string[]; jobToken?: string; clientAction?: { request: string }[] };
export type PrintedJob = { token: string; type: string; content: Buffer };

export type EmulatedPrinter = {
  poll(body?: Record<string, unknown>): Promise<{ status: number; answer: PollAnswer | null }>;
  fetchJob(token: string | undefined, type?: string): Promise<Response>;
  confirm(token: string | undefined, code: string): Promise<Response>;
  /** Poll → GET → DELETE with `code`, as long as jobs are announced (at most `limit`): what it printed, in order. */
  printAll(code?: string, limit?: number): Promise<PrintedJob[]>;
};

export function anEmulatedPrinter(baseUrl: string, credentials: { mac: string; secret: string }): EmulatedPrinter {
  const url = `${baseUrl}/cloudprnt`;
  const authorization = `Basic ${Buffer.from(`${credentials.mac}:${credentials.secret}`).toString('base64')}`;
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
  const fetchJob = (token: string | undefined, type = 'image/png') => fetch(query({ type, token }), { headers: { authorization } });
  const confirm = (token: string | undefined, code: string) => fetch(query({ code, token }), { method: 'DELETE', headers: { authorization } });

  async function printAll(code = '200 OK', limit = 20): Promise<PrintedJob[]> {
    const printed: PrintedJob[] = [];
    for (let round = 0; round < limit; round += 1) {
      const { answer } = await poll();
      if (!answer?.jobReady || !answer.jobToken) return printed;
      const type = answer.mediaTypes?.[0] ?? 'image/png';
      const job = await fetchJob(answer.jobToken, type);
      if (!job.ok) throw new Error(`GET ${answer.jobToken} answered ${job.status}`);
      printed.push({ token: answer.jobToken, type, content: Buffer.from(await job.arrayBuffer()) });
      const confirmed = await confirm(answer.jobToken, code);
      if (!confirmed.ok) throw new Error(`DELETE ${answer.jobToken} answered ${confirmed.status}`);
    }
    return printed;
  }

  return { poll, fetchJob, confirm, printAll };
}
