import { createContext, useContext, useState, type ReactNode } from 'react';
import type { PinTag } from '@comptoir/domain';
import { PinScreen } from '../../features/pin/components/pin-screen';
import { usePinSessionExpiry } from '../../lib/pin/pin-session';
import { useConnection } from '../../lib/connection';
import { computePinRequirement } from './pin-requirement';

export type PinGateState = { pinTag: PinTag | null; pinRequired: boolean };

const PinGateContext = createContext<PinGateState>({ pinTag: null, pinRequired: false });

/** What the PIN gate computed for the current page. */
export function usePinGate(): PinGateState {
  return useContext(PinGateContext);
}

type PinGateProps = { pinTag?: PinTag; children: ReactNode };

/** SPEC §2: the PIN screen instead of a page whose tag requires the PIN; the page once it is entered. */
export function PinGate({ pinTag, children }: PinGateProps) {
  const { viewer } = useConnection();
  // Read when the page opens: a PIN session that ends while the page is open does not lock it mid-task.
  const [openedAt] = useState(() => Date.now());
  const expiry = usePinSessionExpiry();
  const pinRequired = computePinRequirement(pinTag, viewer, expiry, openedAt);
  return (
    <PinGateContext value={{ pinTag: pinTag ?? null, pinRequired }}>
      {pinRequired ? <PinScreen /> : children}
    </PinGateContext>
  );
}
