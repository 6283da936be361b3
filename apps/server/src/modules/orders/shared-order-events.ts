import { createSourceEventStream, execute, type ExecutionResult } from 'graphql';
import { Repeater, type Plugin } from 'graphql-yoga';
import type { GraphQLContext } from '../../context/types';
import type { OrderEvent } from '../../events/event-bus';
import { answerKey, isOnlyRootField } from './viewer-answers';

/**
 * The pushes of one app (docs/architecture.md#the-tablets-order-list): each order event's answer, built once per
 * answer key (viewer class and document) and handed to every stream with that key. The bus hands the same event
 * object to every subscriber of the process, so the answers live as long as the event does.
 */
export function createOrderEventAnswers() {
  const answers = new WeakMap<OrderEvent, Map<string, Promise<ExecutionResult>>>();
  return {
    answer(event: OrderEvent, key: string, build: () => Promise<ExecutionResult>): Promise<ExecutionResult> {
      let byKey = answers.get(event);
      if (!byKey) answers.set(event, (byKey = new Map()));
      let answer = byKey.get(key);
      if (!answer) byKey.set(key, (answer = build()));
      return answer;
    },
  };
}

type OrderEventAnswers = ReturnType<typeof createOrderEventAnswers>;

/**
 * Runs an `orderEvents` stream's selection once per event and answer key instead of once per subscriber: a thousand
 * tablets of one account make one read of the changed order, not a thousand.
 */
export function useSharedOrderEvents(answers: OrderEventAnswers): Plugin<GraphQLContext> {
  return {
    onSubscribe({ args, setSubscribeFn }) {
      const viewer = args.contextValue.viewer;
      if (!viewer || !isOnlyRootField(args, 'subscription', 'orderEvents')) return;
      const key = answerKey(viewer, args);
      setSubscribeFn(async (subscribeArgs) => {
        const events = await createSourceEventStream(subscribeArgs);
        if (!(Symbol.asyncIterator in events)) return events;
        const source = (events as AsyncIterable<OrderEvent>)[Symbol.asyncIterator]();
        return new Repeater<ExecutionResult>(async (push, stop) => {
          const stopped = stop.then(() => ({ done: true, value: undefined }) as const);
          try {
            for (;;) {
              const next = await Promise.race([source.next(), stopped]);
              if (next.done) break;
              const event = next.value;
              await push(
                answers.answer(event, key, async () =>
                  // A context of its own per event: the loaders it caches must not outlive the event.
                  execute({ ...subscribeArgs, rootValue: event, contextValue: { ...subscribeArgs.contextValue } }),
                ),
              );
            }
          } finally {
            stop();
            await source.return?.();
          }
        });
      });
    },
  };
}
