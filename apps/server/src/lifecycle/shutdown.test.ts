import { request } from 'node:http';
import { connect } from 'node:net';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startSpawnedServer, type SpawnedServer } from '../testing/spawned-server';

const dataDir = mkdtempSync(join(tmpdir(), 'comptoir-shutdown-'));

afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const QUERY = JSON.stringify({ query: 'query Slow { __typename }' });

/** A POST whose body arrives in two parts: the request is in flight from its headers until `finish` is called. */
function slowRequest(server: SpawnedServer): { finish(): void; answer: Promise<{ status: number; body: string }> } {
  const half = Math.floor(QUERY.length / 2);
  let finish = () => undefined as void;
  const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
    const sent = request(
      `${server.url}/graphql/kom`,
      { method: 'POST', headers: { 'content-type': 'application/json', 'content-length': String(QUERY.length) } },
      (response) => {
        let body = '';
        response.on('data', (chunk: Buffer) => (body += chunk.toString()));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
      },
    );
    sent.on('error', reject);
    sent.write(QUERY.slice(0, half));
    finish = () => sent.end(QUERY.slice(half));
  });
  return { finish: () => finish(), answer };
}

function connects(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host: '127.0.0.1', port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

describe('shutdown on SIGTERM', () => {
  it('refuses new connections, finishes the request in flight and exits 0 within the deadline', async () => {
    const server = await startSpawnedServer({ DATA_DIR: dataDir, DEMO: '0' });
    const exitCode = new Promise<number | null>((resolve) => server.process.once('exit', (code) => resolve(code)));
    const inFlight = slowRequest(server);
    // The server has the request's headers: it is in flight.
    await new Promise((resolve) => setTimeout(resolve, 300));
    server.process.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await connects(server.port)).toBe(false);
    inFlight.finish();
    expect(await inFlight.answer).toEqual({ status: 200, body: '{"data":{"__typename":"Query"}}' });
    // Past its 10-second deadline the server exits 1 (lifecycle/shutdown.ts): 0 is the deadline met.
    expect(await exitCode).toBe(0);
    const lines = server
      .output()
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as { msg: string; inFlight?: number });
    expect(lines.find((line) => line.msg === 'Shutting down')?.inFlight).toBe(1);
    expect(lines.at(-1)?.msg).toBe('Stopped');
    // Compiling the server when stale and opening a fresh embedded database take more than a minute on a busy machine.
  }, 180_000);
});
