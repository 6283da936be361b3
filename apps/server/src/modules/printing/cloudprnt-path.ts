/** Where Star CloudPRNT printers poll (docs/printing.md#protocol). */
export const CLOUDPRNT_PATH = '/cloudprnt';
