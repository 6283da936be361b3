import { compactIban, ibanLast4 } from '@comptoir/domain';
import { encryptValue } from '../../lib/data-encryption';

export type EncryptedIban = { ibanEncrypted: string; ibanLast4: string };

/**
 * The columns an IBAN is stored in: the whole of it encrypted under DATA_KEY, and its last four characters, the only
 * part ever shown again (docs/accounts.md#billing).
 */
export function encryptIban(dataKey: Uint8Array, iban: string): EncryptedIban {
  return { ibanEncrypted: encryptValue(dataKey, compactIban(iban)), ibanLast4: ibanLast4(iban) };
}
