// JE partner-API webhooks carry decimal major units (19.25). JSON.parse has already turned them into doubles, but
// String() gives back the shortest literal ("19.25"), so reading that string digit by digit is exact where
// 19.25 * 100 is not (1924.9999…). A third decimal, should one come, rounds half away from zero.
export function decimalToMinor(value: number | string): number {
  const text = typeof value === 'number' ? String(value) : value.trim();
  const match = /^(-?)(\d+)(?:\.(\d+))?$/.exec(text);
  if (!match) throw new Error(`Not a decimal amount: "${text}"`);
  const [, sign, whole = '0', fraction = ''] = match;
  const roundUp = Number(fraction.charAt(2) || '0') >= 5 ? 1 : 0;
  const minor = Number(whole) * 100 + Number(fraction.padEnd(2, '0').slice(0, 2)) + roundUp;
  return sign === '-' && minor !== 0 ? -minor : minor;
}
