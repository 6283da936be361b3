import type { ExecutionResult } from 'graphql';
import { Repeater, type Plugin } from 'graphql-yoga';

type LiveStreamsOptions = {
  /** Aborted at shutdown: every stream completes, so its client reconnects, to another server if this one is gone. */
  shutdownSignal: AbortSignal;
  opened(): void;
  closed(): void;
};

/** Counts the open subscription streams and ends them cleanly when the server shuts down. */
export function useLiveStreams({ shutdownSignal, opened, closed }: LiveStreamsOptions): Plugin {
  return {
    onSubscribe() {
      return {
        onSubscribeResult({ result, setResult }) {
          if (!(Symbol.asyncIterator in result)) return;
          const source = result[Symbol.asyncIterator]();
          setResult(
            new Repeater<ExecutionResult>(async (push, stop) => {
              opened();
              const end = () => stop();
              shutdownSignal.addEventListener('abort', end, { once: true });
              if (shutdownSignal.aborted) stop();
              const stopped = stop.then(() => ({ done: true, value: undefined }) as const);
              try {
                for (;;) {
                  const next = await Promise.race([source.next(), stopped]);
                  if (next.done) break;
                  await push(next.value);
                }
              } finally {
                shutdownSignal.removeEventListener('abort', end);
                stop();
                closed();
                await source.return?.();
              }
            }),
          );
        },
      };
    },
  };
}
