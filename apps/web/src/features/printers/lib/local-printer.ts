import { readActiveLocalPrinter, STORAGE_KEYS, withActiveLocalPrinter, type LocalPrinter } from '@comptoir/domain';

export function readLocalPrinter(): LocalPrinter {
  return readActiveLocalPrinter(localStorage.getItem(STORAGE_KEYS.printers));
}

/** Replaces the active printer's settings; the tablet's other stored printers stay, inactive. */
export function writeLocalPrinter(printer: LocalPrinter): void {
  localStorage.setItem(
    STORAGE_KEYS.printers,
    withActiveLocalPrinter(localStorage.getItem(STORAGE_KEYS.printers), printer),
  );
}
