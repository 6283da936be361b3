import { XMLParser } from 'fast-xml-parser';

/**
 * One job's result in a SetResponse: the job id Comptoir gave it (null from firmware that sends none), and Epson's
 * code.
 */
export type EpsonResult = { printJobId: string | null; success: boolean; code: string };

// No DOCTYPE entities are expanded (the parser never fetches external ones): a ResponseFile is plain elements.
const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '',
  removeNSPrefix: true,
  processEntities: false,
  parseTagValue: false,
  parseAttributeValue: false,
  isArray: (name) => name === 'ePOSPrint',
});

const MAX_TEXT = 100;

/**
 * The results a SetResponse's ResponseFile reports: `<PrintResponseInfo Version="2.00">` holds one `<ePOSPrint>` per
 * job (its `<printjobid>` and `<response success code status>`); Version 1.00 holds a bare `<response>`. Anything
 * unreadable reports nothing.
 */
export function readEpsonResponse(xml: string): EpsonResult[] {
  let parsed: unknown;
  try {
    parsed = parser.parse(xml);
  } catch {
    return [];
  }
  const info = field(parsed, 'PrintResponseInfo');
  const jobs = field(info, 'ePOSPrint');
  if (Array.isArray(jobs)) {
    return jobs.flatMap((job: unknown) => {
      const result = resultOf(field(field(job, 'PrintResponse'), 'response'));
      const printJobId = text(field(field(job, 'Parameter'), 'printjobid'));
      return result ? [{ ...result, printJobId }] : [];
    });
  }
  const result = resultOf(field(info, 'response'));
  return result ? [{ ...result, printJobId: null }] : [];
}

function resultOf(response: unknown): Omit<EpsonResult, 'printJobId'> | null {
  const success = text(field(response, 'success'));
  if (success === null) return null;
  return { success: success === 'true', code: text(field(response, 'code')) ?? '' };
}

function field(value: unknown, name: string): unknown {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)[name]
    : undefined;
}

function text(value: unknown): string | null {
  return typeof value === 'string' ? value.trim().slice(0, MAX_TEXT) : null;
}
