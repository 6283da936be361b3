import { describe, expect, it } from 'vitest';
import { readEpsonResponse } from './read-epson-response';

const response = (attributes: string) =>
  `<response xmlns="http://www.epson-pos.com/schemas/2011/03/epos-print" ${attributes} status="251658262" battery="0"/>`;
const job = (id: string, attributes: string) =>
  `<ePOSPrint><Parameter><devid>local_printer</devid><printjobid>${id}</printjobid></Parameter><PrintResponse>${response(attributes)}</PrintResponse></ePOSPrint>`;

describe('readEpsonResponse', () => {
  it("reads each job's id and result from a Version 2.00 ResponseFile", () => {
    const xml = `<?xml version="1.0" encoding="utf-8"?><PrintResponseInfo Version="2.00">${job('12', 'success="true" code=""')}${job('13', 'success="false" code="EPTR_REC_EMPTY"')}</PrintResponseInfo>`;
    expect(readEpsonResponse(xml)).toEqual([
      { printJobId: '12', success: true, code: '' },
      { printJobId: '13', success: false, code: 'EPTR_REC_EMPTY' },
    ]);
  });

  it('reads a Version 1.00 result, which names no job', () => {
    expect(
      readEpsonResponse(
        `<PrintResponseInfo Version="1.00">${response('success="false" code="EX_TIMEOUT"')}</PrintResponseInfo>`,
      ),
    ).toEqual([{ printJobId: null, success: false, code: 'EX_TIMEOUT' }]);
  });

  it('expands no entity, reads no file, and reports nothing from what is not a ResponseFile', () => {
    const internal = `<!DOCTYPE r [<!ENTITY e "EPTR_COVER_OPEN">]><PrintResponseInfo Version="1.00">${response('success="false" code="&e;"')}</PrintResponseInfo>`;
    expect(readEpsonResponse(internal)).toEqual([{ printJobId: null, success: false, code: '&e;' }]);
    const external = `<!DOCTYPE r [<!ENTITY e SYSTEM "file:///etc/passwd">]><PrintResponseInfo Version="2.00">${job('&e;', 'success="true" code=""')}</PrintResponseInfo>`;
    expect(JSON.stringify(readEpsonResponse(external))).not.toContain('root:');
    expect(readEpsonResponse('<PrintResponseInfo><ePOSPrint>')).toEqual([]);
    expect(readEpsonResponse('')).toEqual([]);
    expect(
      readEpsonResponse(
        '<PrintResponseInfo Version="3.00"><ServerDirectPrint><Response Success="false"/></ServerDirectPrint></PrintResponseInfo>',
      ),
    ).toEqual([]);
  });
});
