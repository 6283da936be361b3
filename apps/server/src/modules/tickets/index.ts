// The tickets module's public file: what other code may import from it (docs/architecture.md#modules).
export { ticketDocumentFor } from './print-ticket';
export { escapeText } from './receiptline-text';
export { charactersPerLine, renderTicketEscPos, renderTicketPng, renderTicketStarPrnt } from './render-ticket';
