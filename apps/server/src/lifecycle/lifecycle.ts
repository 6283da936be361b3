/**
 * Where the process is in its life, for the readiness probe and the shutdown: ready once the workers run, draining
 * from the first SIGTERM/SIGINT (docs/operations.md#shutdown).
 */
export type Lifecycle = {
  readonly ready: boolean;
  readonly shuttingDown: boolean;
  /** Aborted when shutdown begins: live-event streams end on it so their clients reconnect to another server. */
  readonly shutdownSignal: AbortSignal;
  markReady(): void;
  beginShutdown(): void;
};

export function createLifecycle(): Lifecycle {
  let ready = false;
  const shutdown = new AbortController();
  return {
    get ready() {
      return ready;
    },
    get shuttingDown() {
      return shutdown.signal.aborted;
    },
    shutdownSignal: shutdown.signal,
    markReady() {
      ready = true;
    },
    beginShutdown() {
      shutdown.abort();
    },
  };
}
