import { readdir, readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { simpleParser, type AddressObject } from 'mailparser';

export const OUTBOX_PATH = '/simulator/outbox';

// The demo's newest messages are the ones looked for; an old outbox is not read whole on each call.
const LISTED = 50;

export type OutboxEntry = { to: string; subject: string; text: string; links: string[]; date: string };

function addresses(to: AddressObject | AddressObject[] | undefined): string {
  return (Array.isArray(to) ? to : to ? [to] : []).map((address) => address.text).join(', ');
}

async function readEntry(file: string): Promise<OutboxEntry> {
  const parsed = await simpleParser(await readFile(file));
  const text = parsed.text ?? '';
  return {
    to: addresses(parsed.to),
    subject: parsed.subject ?? '',
    text,
    links: text.match(/https?:\/\/[^\s<>"]+/g) ?? [],
    date: (parsed.date ?? new Date(0)).toISOString(),
  };
}

async function listOutbox(dir: string): Promise<OutboxEntry[]> {
  let names: string[];
  try {
    names = (await readdir(dir)).filter((name) => name.endsWith('.eml'));
  } catch (error) {
    if (error instanceof Error && 'code' in error && error.code === 'ENOENT') return [];
    throw error;
  }
  const files = await Promise.all(
    names.map(async (name) => ({ path: join(dir, name), modified: (await stat(join(dir, name))).mtimeMs })),
  );
  const newest = files.sort((a, b) => b.modified - a.modified).slice(0, LISTED);
  const entries = await Promise.all(newest.map((file) => readEntry(file.path)));
  return entries.sort((a, b) => b.date.localeCompare(a.date));
}

/** Demo mode: the e-mails written to the outbox, newest first, so a visitor (or a test) can follow their links. */
export async function serveOutbox(request: Request, dir: string): Promise<Response> {
  if (request.method !== 'GET') return new Response(null, { status: 405, headers: { allow: 'GET' } });
  return Response.json(await listOutbox(dir), { headers: { 'cache-control': 'no-store' } });
}
