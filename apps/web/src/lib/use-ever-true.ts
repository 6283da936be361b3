import { useState } from 'react';

/**
 * True from the first render where `value` was, for good: a dialog whose code downloads when it is first opened
 * (docs/web.md#fast-first-load) stays mounted afterwards, so that it closes with its transition and opens again at
 * once.
 */
export function useEverTrue(value: boolean): boolean {
  const [ever, setEver] = useState(value);
  if (value && !ever) setEver(true);
  return ever || value;
}
