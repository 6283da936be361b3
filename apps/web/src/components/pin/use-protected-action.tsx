import { lazy, Suspense, useCallback, useRef, useState, type ReactNode } from 'react';
import { isPinSessionValid, pinRequiredFor, type PinTag } from '@comptoir/domain';
import { useConnection } from '../../lib/connection';
import { GraphQLRequestError } from '../../lib/graphql-errors';
import { readPinSessionExpiry } from '../../lib/pin/pin-session';
import { useEverTrue } from '../../lib/use-ever-true';

// Downloaded when the PIN is first asked for (docs/web.md#fast-first-load).
const PinDialog = lazy(() => import('./pin-dialog').then((module) => ({ default: module.PinDialog })));

type Action = () => Promise<void>;

type ProtectedActionOptions = { tag?: PinTag; onError: (error: unknown) => void };

function isPinRequiredError(error: unknown): boolean {
  return error instanceof GraphQLRequestError && error.code === 'PIN_REQUIRED';
}

/**
 * Runs an action protected by the PIN (docs/pin.md#protected-actions): asks for the PIN first when the page access
 * requires it for `tag`, and again when the server answers PIN_REQUIRED (the server-side session ended), then retries.
 * Other failures go to `onError`. Render `pinDialog` in the component.
 */
export function useProtectedAction({ tag = 'orders', onError }: ProtectedActionOptions): {
  runProtected: (action: Action) => Promise<void>;
  pinDialog: ReactNode;
} {
  const { viewer } = useConnection();
  const [asking, setAsking] = useState(false);
  const waiting = useRef<Action | null>(null);

  const attempt = useCallback(
    async (action: Action) => {
      try {
        await action();
      } catch (error) {
        if (isPinRequiredError(error)) {
          waiting.current = action;
          setAsking(true);
        } else onError(error);
      }
    },
    [onError],
  );

  const runProtected = useCallback(
    async (action: Action) => {
      const account = viewer?.actingAs;
      const required = pinRequiredFor(tag, {
        pagesAccess: account?.__typename === 'Company' ? account.pagesAccess : [],
        roles: viewer?.roles ?? [],
        isSwitched: viewer?.switchEmail != null,
        pinSessionValid: isPinSessionValid(readPinSessionExpiry(), Date.now()),
      });
      if (required) {
        waiting.current = action;
        setAsking(true);
        return;
      }
      await attempt(action);
    },
    [viewer, tag, attempt],
  );

  function close() {
    waiting.current = null;
    setAsking(false);
  }

  const dialogUsed = useEverTrue(asking);
  const pinDialog = dialogUsed ? (
    <Suspense fallback={null}>
      <PinDialog
        opened={asking}
        onClose={close}
        onUnlocked={() => {
          const action = waiting.current;
          close();
          if (action) void attempt(action);
        }}
      />
    </Suspense>
  ) : null;
  return { runProtected, pinDialog };
}
