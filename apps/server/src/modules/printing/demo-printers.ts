import { createCloudPrntPrinter, type CloudPrntPrinter } from '@comptoir/platform-sim';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { companies, printers } from '../../db/schema';
import { DEMO_CLOUDPRNT_MACS, DEMO_COMPANY_NAMES } from '../../db/seed';
import { describeError } from '../../lib/describe-error';
import { logger } from '../../lib/logger';

// Star's default poll interval.
const POLL_MS = 5_000;

export type DemoPrinters = { printers: readonly CloudPrntPrinter[]; stop(): void };

/**
 * Demo mode: an emulated CloudPRNT printer for each seeded demo printer still enabled, polling this server's own
 * `/cloudprnt` with the printer's credentials as a real one would, so auto-print and Print come out somewhere and
 * /printer shows them printed. Printers a user adds are never answered for: a MAC address is unique only within a
 * company, so another company may add one with a seeded MAC.
 */
export async function startDemoPrinters(db: Db, baseUrl: string, pollMs = POLL_MS): Promise<DemoPrinters> {
  const rows = await db
    .select({ mac: printers.mac, secret: printers.secret })
    .from(printers)
    .innerJoin(companies, eq(companies.id, printers.companyId))
    .where(
      and(
        inArray(printers.mac, [...DEMO_CLOUDPRNT_MACS]),
        eq(companies.name, DEMO_COMPANY_NAMES.burger),
        eq(printers.cloudPrintEnabled, true),
      ),
    );
  const started = rows.map((credentials) => createCloudPrntPrinter(baseUrl, credentials));
  for (const printer of started)
    printer.start(pollMs, (error) =>
      logger.error({ mac: printer.mac, error: describeError(error) }, 'A demo printer failed'),
    );
  return { printers: started, stop: () => started.forEach((printer) => printer.stop()) };
}
