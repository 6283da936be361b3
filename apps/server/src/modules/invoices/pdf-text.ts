// The 14 standard PDF fonts encode text in WinAnsi (Windows-1252). Characters outside it are written without their
// accent when they have one (ł → l keeps a Polish name legible), else as '?', rather than as wrong glyphs.
const WIN_ANSI_EXTRAS = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');
const SPECIAL: Readonly<Record<string, string>> = { ł: 'l', Ł: 'L', đ: 'd', Đ: 'D', '\u202f': '\u00a0', '\u2009': ' ' };

function isWinAnsi(character: string): boolean {
  const code = character.codePointAt(0) ?? 0;
  return (
    (code >= 0x20 && code <= 0x7e) ||
    (code >= 0xa0 && code <= 0xff) ||
    WIN_ANSI_EXTRAS.has(character) ||
    character === '\n'
  );
}

export function toWinAnsi(text: string): string {
  return [...text]
    .map((character) => {
      if (isWinAnsi(character)) return character;
      const special = SPECIAL[character];
      if (special) return special;
      const bare = character.normalize('NFD').replace(/\p{M}/gu, '');
      return [...bare].every(isWinAnsi) ? bare : '?';
    })
    .join('');
}
