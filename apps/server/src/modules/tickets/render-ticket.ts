import receiptline from 'receiptline';
import sharp from 'sharp';
import { TICKET_CHARACTERS_PER_LINE } from './ticket-document';

// receiptline draws a character 12 dots wide: 48 characters fill 576 dots (80 mm paper), 32 fill 384 (58 mm).
const DOTS_PER_CHARACTER = 12;

// receiptline's SVG imports a web font by URL: the server has no internet and must never try to fetch it,
// so the style goes and the SVG's own fallback list ('Courier New', monospace) picks a local font.
const WEB_FONT_STYLE = /<style[^>]*>[\s\S]*?<\/style>/g;

// The printers' code pages: receiptline picks among cp437, cp852 (Polish), cp858 and cp1252 per character.
const ENCODING = 'multilingual';

// Narrower than 58 mm paper the item rows' 13-character price column leaves no room for a title; the widest
// receipt printers (112 mm) hold 69 characters, so a wider figure is a typing error, not paper.
const MIN_CHARACTERS_PER_LINE = 24;
const MAX_CHARACTERS_PER_LINE = 96;

/** How many characters a line holds on paper this many dots wide; an unknown or absurd width is 80 mm paper's. */
export function charactersPerLine(widthInDots: number | null | undefined): number {
  const characters = Math.floor((widthInDots ?? 0) / DOTS_PER_CHARACTER);
  return characters >= MIN_CHARACTERS_PER_LINE && characters <= MAX_CHARACTERS_PER_LINE
    ? characters
    : TICKET_CHARACTERS_PER_LINE;
}

function renderTicketSvg(document: string, cpl: number = TICKET_CHARACTERS_PER_LINE): string {
  const svg = receiptline.transform(document, { cpl, encoding: ENCODING, spacing: true });
  return svg.replace(WEB_FONT_STYLE, '');
}

/**
 * The ticket as a PNG on white, 12 px per character (576 px at 48). A thermal printer prints black or nothing, so
 * four grey levels (kept for anti-aliased text) are plenty: a ticket of 25 lines weighs about 14 KiB instead of 200.
 */
export async function renderTicketPng(document: string, cpl: number = TICKET_CHARACTERS_PER_LINE): Promise<Buffer> {
  return sharp(Buffer.from(renderTicketSvg(document, cpl)))
    .flatten({ background: '#ffffff' })
    .png({ palette: true, colours: 4, dither: 0, effort: 1 })
    .toBuffer();
}

/** The ticket as StarPRNT commands (`application/vnd.star.starprnt`), cut at the end, `cpl` characters a line. */
export function renderTicketStarPrnt(document: string, cpl: number): Buffer {
  return commandBytes(receiptline.transform(document, { cpl, encoding: ENCODING, spacing: true, command: 'starsbcs' }));
}

/** The ticket as ESC/POS commands (Epson's and most thermal printers'), cut at the end, `cpl` characters a line. */
export function renderTicketEscPos(document: string, cpl: number): Buffer {
  return commandBytes(receiptline.transform(document, { cpl, encoding: ENCODING, spacing: true, command: 'escpos' }));
}

// receiptline returns printer commands as a string of one character per byte.
function commandBytes(commands: string): Buffer {
  return Buffer.from(commands, 'latin1');
}
