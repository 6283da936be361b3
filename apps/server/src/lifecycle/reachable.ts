import { connect } from 'node:net';
import { serviceAddress, unreachable } from './startup-failure';

const PROBE_TIMEOUT_MS = 3_000;

/**
 * Opens and closes a TCP connection to the service `url` names, so that an unreachable DATABASE_URL or REDIS_URL is
 * reported in one line at once, before the drivers' own retries and long messages. A socket path (no host) is left to
 * the driver.
 */
export function assertReachable(variable: string, url: string): Promise<void> {
  const { host, port } = serviceAddress(url);
  if (host === '') return Promise.resolve();
  return new Promise((resolve, reject) => {
    const socket = connect({ host, port });
    socket.setTimeout(PROBE_TIMEOUT_MS, () =>
      socket.destroy(Object.assign(new Error('timed out'), { code: 'ETIMEDOUT' })),
    );
    socket.once('connect', () => {
      socket.end();
      resolve();
    });
    socket.once('error', (error) => reject(unreachable(variable, url, error)));
  });
}
