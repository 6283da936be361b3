import { describe, expect, it } from 'vitest';
import { BROWSER_PRINTER, readActiveLocalPrinter, withActiveLocalPrinter } from './local-printer';

describe('readActiveLocalPrinter', () => {
  it('is the browser with categories shown when nothing (or garbage) is stored', () => {
    expect(readActiveLocalPrinter(null)).toEqual(BROWSER_PRINTER);
    expect(readActiveLocalPrinter('{not json')).toEqual(BROWSER_PRINTER);
    expect(readActiveLocalPrinter('[]')).toEqual(BROWSER_PRINTER);
  });

  it('reads the active printer, else the first, taking only true as true and a whole number of tickets', () => {
    const stored = JSON.stringify([
      { mac: 'a', name: 'Old', isActive: false, showCategory: true },
      { mac: 'b', name: 'Kitchen', isActive: true, showCategory: 'yes', showCustomLabels: true, numberOfTickets: 2 },
    ]);
    expect(readActiveLocalPrinter(stored)).toEqual({
      mac: 'b',
      name: 'Kitchen',
      isActive: true,
      showCategory: false,
      showCustomLabels: true,
      numberOfTickets: 2,
    });
    expect(readActiveLocalPrinter(JSON.stringify([{ mac: 'a', numberOfTickets: 2.5 }]))).toMatchObject({
      mac: 'a',
      numberOfTickets: 1,
    });
    expect(readActiveLocalPrinter(JSON.stringify([{ numberOfTickets: 99 }]))).toMatchObject({ numberOfTickets: 10 });
  });
});

describe('withActiveLocalPrinter', () => {
  it('puts the printer first and active, and keeps the others inactive', () => {
    const stored = JSON.stringify([
      { mac: 'a', name: 'Old', isActive: true },
      { mac: 'c', name: 'Bar', isActive: false },
    ]);
    const written = withActiveLocalPrinter(stored, { ...BROWSER_PRINTER, numberOfTickets: 3 });
    expect(JSON.parse(written)).toEqual([
      { ...BROWSER_PRINTER, numberOfTickets: 3 },
      { mac: 'c', name: 'Bar', isActive: false },
    ]);
    expect(readActiveLocalPrinter(written).numberOfTickets).toBe(3);
  });
});
