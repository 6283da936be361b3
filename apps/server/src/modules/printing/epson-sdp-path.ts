/** Where Epson printers ask for their jobs by Server Direct Print (docs/printing.md#epson-server-direct-print). */
export const EPSON_SDP_PATH = '/epson-sdp';
