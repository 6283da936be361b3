import type { Db } from '../client';
import { printerRestaurants, printers } from '../schema';
import type { SeededRestaurant } from './restaurants';

const MINUTE_MS = 60_000;

/**
 * The demo's CloudPRNT printers; in demo mode an emulated printer answers to each (modules/printing/demo-printers.ts).
 */
export const DEMO_CLOUDPRNT_MACS = ['00:11:62:1a:2b:3c', '00:11:62:4d:5e:6f'] as const;

/** Demo Burger Co's kitchen and counter printers (Star CloudPRNT); Corner Pizza prints nothing. */
export async function insertDemoPrinters(
  db: Db,
  burgerCompanyId: number,
  restaurants: readonly SeededRestaurant[],
  now: Date,
): Promise<number> {
  const inserted = await db
    .insert(printers)
    .values([
      {
        companyId: burgerCompanyId,
        label: 'Cuisine',
        mac: DEMO_CLOUDPRNT_MACS[0],
        brand: 'mC-Print',
        clientType: 'Star mC-Print3',
        clientVersion: '5.2.1',
        lastPing: new Date(now.getTime() - 0.2 * MINUTE_MS),
        pollInterval: 5,
        width: 576,
        status: '200 OK',
        resolution: 203,
        cloudPrintEnabled: true,
      },
      {
        companyId: burgerCompanyId,
        label: 'Comptoir',
        mac: DEMO_CLOUDPRNT_MACS[1],
        brand: 'TSP100',
        clientType: 'Star TSP143IV',
        clientVersion: '4.3.0',
        lastPing: new Date(now.getTime() - 0.5 * MINUTE_MS),
        pollInterval: 5,
        width: 576,
        status: '200 OK',
        resolution: 203,
        cloudPrintEnabled: true,
      },
      {
        companyId: burgerCompanyId,
        label: 'Bar (ancienne)',
        mac: '00:26:b9:7a:8b:9c',
        brand: 'Epson',
        clientType: 'Epson TM-m30',
        clientVersion: '4.2.9',
        lastPing: new Date(now.getTime() - 3 * 24 * 60 * MINUTE_MS),
        pollInterval: 10,
        width: 384,
        status: 'offline',
        resolution: 180,
        cloudPrintEnabled: false,
      },
    ])
    .returning({ id: printers.id, label: printers.label });

  const kitchen = inserted.find((printer) => printer.label === 'Cuisine');
  const counter = inserted.find((printer) => printer.label === 'Comptoir');
  if (!kitchen || !counter) throw new Error('Demo printers were not inserted.');
  const burgerRestaurants = restaurants.filter((restaurant) => restaurant.companyId === burgerCompanyId);
  await db.insert(printerRestaurants).values([
    ...burgerRestaurants.map((restaurant) => ({
      printerId: kitchen.id,
      restaurantId: restaurant.id,
      nbPrint: 1,
      customTitlePrint: `CUISINE — ${restaurant.label}`,
      showCategory: true,
      clientTicket: false,
    })),
    // Counter tickets go in the bag for the customer; platform couriers' orders get two.
    ...burgerRestaurants.map((restaurant) => ({
      printerId: counter.id,
      restaurantId: restaurant.id,
      nbPrint: restaurant.deliveryMode === 'PLATFORM' ? 2 : 1,
      customTitlePrint: null,
      showCategory: false,
      clientTicket: true,
    })),
  ]);
  return inserted.length;
}
