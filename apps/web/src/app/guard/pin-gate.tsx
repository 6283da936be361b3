import { createContext, useContext, useState, type ReactNode } from 'react';
import { STORAGE_KEYS, type PinTag } from '@comptoir/domain';
import { useConnection } from '../../lib/connection';
import { computePinRequirement, readPinSessionExpiry } from './pin-requirement';

export type PinGateState = { pinTag: PinTag | null; pinRequired: boolean };

const PinGateContext = createContext<PinGateState>({ pinTag: null, pinRequired: false });

/** What the PIN gate computed for the current page; the PIN screen of issue 4 reads it. */
export function usePinGate(): PinGateState {
  return useContext(PinGateContext);
}

type PinGateProps = { pinTag?: PinTag; children: ReactNode };

/**
 * The hook-in point for the PIN screen (issue 4, "Operator controls"). It computes the requirement
 * and publishes it; until that screen and `checkPin` exist it always renders the page itself.
 */
export function PinGate({ pinTag, children }: PinGateProps) {
  const { viewer } = useConnection();
  // Read when the page opens: a PIN session that ends while the page is open does not lock it mid-task.
  const [openedAt] = useState(() => Date.now());
  const expiry = readPinSessionExpiry(localStorage.getItem(STORAGE_KEYS.pinCodeExp));
  const pinRequired = computePinRequirement(pinTag, viewer, expiry, openedAt);
  return <PinGateContext value={{ pinTag: pinTag ?? null, pinRequired }}>{children}</PinGateContext>;
}
