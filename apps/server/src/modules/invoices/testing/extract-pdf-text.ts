import { inflateSync } from 'node:zlib';

// Enough of PDF to read back what pdfkit writes with the standard fonts: each content stream (inflated when it is
// FlateDecode), its text-showing operators' hex strings decoded as Windows-1252 (WinAnsi). Kerning offsets inside a TJ
// array are dropped; each operator's text is one line of the result.
const STREAM = /<<([^]*?)>>\s*stream\r?\n([^]*?)\r?\nendstream/g;
const SHOW = /\[([^\]]*)\]\s*TJ|<([0-9a-fA-F]*)>\s*Tj/g;
const HEX = /<([0-9a-fA-F]*)>/g;

// Node's TextDecoder reads windows-1252 as Latin-1, so the 0x80–0x9F range (€, ’, —…) is mapped here.
const CP1252_HIGH = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ';

function decodeHex(hex: string): string {
  return [...Buffer.from(hex, 'hex')]
    .map((byte) => (byte >= 0x80 && byte <= 0x9f ? CP1252_HIGH[byte - 0x80] : String.fromCharCode(byte)))
    .join('');
}

export function extractPdfText(pdf: Buffer): string {
  const raw = pdf.toString('latin1');
  const lines: string[] = [];
  for (const [, dictionary, body] of raw.matchAll(STREAM)) {
    const bytes = Buffer.from(body ?? '', 'latin1');
    let content: string;
    try {
      content = (dictionary ?? '').includes('/FlateDecode')
        ? inflateSync(bytes).toString('latin1')
        : bytes.toString('latin1');
    } catch {
      continue;
    }
    for (const [, array, single] of content.matchAll(SHOW)) {
      const pieces = array === undefined ? [single ?? ''] : [...array.matchAll(HEX)].map((match) => match[1] ?? '');
      lines.push(pieces.map(decodeHex).join(''));
    }
  }
  return lines.join('\n');
}
