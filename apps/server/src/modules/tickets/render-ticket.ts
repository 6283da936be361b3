import receiptline from 'receiptline';
import sharp from 'sharp';
import { TICKET_CHARACTERS_PER_LINE } from './ticket-document';

// receiptline's SVG imports a web font by URL: the server has no internet and must never try to fetch it,
// so the style goes and the SVG's own fallback list ('Courier New', monospace) picks a local font.
const WEB_FONT_STYLE = /<style[^>]*>[\s\S]*?<\/style>/g;

export function renderTicketSvg(document: string): string {
  const svg = receiptline.transform(document, { cpl: TICKET_CHARACTERS_PER_LINE, encoding: 'multilingual', spacing: true });
  return svg.replace(WEB_FONT_STYLE, '');
}

/**
 * The ticket as a PNG on white, 576 px wide. A thermal printer prints black or nothing, so four grey levels
 * (kept for anti-aliased text) are plenty: a ticket of 25 lines weighs about 14 KiB instead of 200.
 */
export async function renderTicketPng(document: string): Promise<Buffer> {
  return sharp(Buffer.from(renderTicketSvg(document)))
    .flatten({ background: '#ffffff' })
    .png({ palette: true, colours: 4, dither: 0, effort: 1 })
    .toBuffer();
}
