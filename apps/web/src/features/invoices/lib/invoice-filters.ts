import { isInvoiceStatus, type InvoiceStatus } from '@comptoir/domain';

const STATUS_PARAM = 'status';

/** The status filter kept in the address, so a filtered list can be shared and survives a reload. */
export function readInvoiceStatus(params: URLSearchParams): InvoiceStatus | null {
  const status = params.get(STATUS_PARAM);
  return isInvoiceStatus(status) ? status : null;
}

export function writeInvoiceStatus(status: InvoiceStatus | null): URLSearchParams {
  return new URLSearchParams(status ? { [STATUS_PARAM]: status } : {});
}
