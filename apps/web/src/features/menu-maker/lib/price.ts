// Prices are typed in the company's currency (12.90) and sent in minor units (1290).

export function toMinorUnits(major: number | string | null | undefined): number | null {
  if (major === null || major === undefined || major === '') return null;
  const value = typeof major === 'number' ? major : Number(String(major).replace(',', '.'));
  return Number.isFinite(value) ? Math.round(value * 100) : null;
}

export function toMajorUnits(minor: number | null | undefined): number | '' {
  return minor === null || minor === undefined ? '' : minor / 100;
}
