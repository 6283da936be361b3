import { useState, type ReactNode } from 'react';
import type { PinTag } from '@comptoir/domain';
import { PinScreen } from '../../features/pin/components/pin-screen';
import { usePinSessionExpiry } from '../../lib/pin/pin-session';
import { useConnection } from '../../lib/connection';
import { computePinRequirement } from './pin-requirement';

type PinGateProps = { pinTag?: PinTag; children: ReactNode };

/** SPEC §2: the PIN screen instead of a page whose tag requires the PIN; the page once it is entered. */
export function PinGate({ pinTag, children }: PinGateProps) {
  const { viewer } = useConnection();
  // Read when the page opens: a PIN session that ends while the page is open does not lock it mid-task.
  const [openedAt] = useState(() => Date.now());
  const expiry = usePinSessionExpiry();
  const pinRequired = computePinRequirement(pinTag, viewer, expiry, openedAt);
  return pinRequired ? <PinScreen /> : children;
}
