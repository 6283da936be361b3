import { lazy, Suspense, useState, type ReactNode } from 'react';
import type { PinTag } from '@comptoir/domain';
import { FullPageSpinner } from '../../components/ui/full-page-spinner';
import { usePinSessionExpiry } from '../../lib/pin/pin-session';
import { useConnection } from '../../lib/connection';
import { computePinRequirement } from './pin-requirement';

// Most pages open without the PIN: its screen loads only when asked for (docs/web.md#fast-first-load).
const PinScreen = lazy(() =>
  import('../../features/pin/components/pin-screen').then((module) => ({ default: module.PinScreen })),
);

type PinGateProps = { pinTag?: PinTag; children: ReactNode };

/**
 * docs/pin.md#who-is-asked: the PIN screen instead of a page whose tag requires the PIN; the page once it is entered.
 */
export function PinGate({ pinTag, children }: PinGateProps) {
  const { viewer } = useConnection();
  // Read when the page opens: a PIN session that ends while the page is open does not lock it mid-task.
  const [openedAt] = useState(() => Date.now());
  const expiry = usePinSessionExpiry();
  const pinRequired = computePinRequirement(pinTag, viewer, expiry, openedAt);
  if (!pinRequired) return children;
  return (
    <Suspense fallback={<FullPageSpinner />}>
      <PinScreen />
    </Suspense>
  );
}
