import type { SignedInContext } from '../../context/types';

/**
 * What the VAT queries read of a request: the database and the viewer, so work outside a request (invoicing) can call
 * them too.
 */
export type VatContext = Pick<SignedInContext, 'db' | 'viewer'>;
