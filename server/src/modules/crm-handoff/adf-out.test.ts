import { describe, expect, it } from 'vitest';
import { mapAdfProspect, parseAdfDocument } from '../lead-sources/adf';
import { type AdfProspectOut, adfDocument } from './adf-out';
import { providerOf, vehicleOf } from './handoff-content';

const prospect = (over: Partial<AdfProspectOut> = {}): AdfProspectOut => ({
  leadId: 7,
  status: 'new',
  requestDate: new Date('2026-11-28T15:04:05.678Z'),
  vehicle: { status: 'used', year: '2021', make: 'Ford', model: 'F-150 XLT' },
  customer: { name: 'Cher', email: 'cher@example.com', phone: '+13075550100', comments: 'Hi' },
  vendor: { name: 'Lakeside Auto Group Ford', email: null, phone: '+13075550000', address: '1 Lake Rd' },
  provider: 'Facebook',
  ...over,
});

describe('the ADF document we send', () => {
  it('escapes text and drops the characters XML 1.0 forbids, so any reader takes it', () => {
    const xml = adfDocument(
      prospect({
        customer: {
          name: `O'Brien & "Sons" <Ltd>`,
          comments: 'Price < $30k & no\u0000 dealer fees\u001b?',
        },
      }),
    );
    expect(xml).toContain('<name part="first">O&apos;Brien &amp; &quot;Sons&quot;</name>');
    expect(xml).toContain('<comments>Price &lt; $30k &amp; no dealer fees?</comments>');
    const read = mapAdfProspect(parseAdfDocument(xml)[0]?.node ?? {}, false);
    expect(read.name).toBe(`O'Brien & "Sons" <Ltd>`);
    expect(read.notes).toContain('Comments: Price < $30k & no dealer fees?');
  });

  it('keeps the DTD’s order and the date to the second; a one-word name is a first name', () => {
    const xml = adfDocument(prospect());
    expect(xml).toContain('<requestdate>2026-11-28T15:04:05Z</requestdate>');
    expect(xml).toContain(
      '<vehicle interest="buy" status="used"><year>2021</year><make>Ford</make><model>F-150 XLT</model></vehicle>',
    );
    expect(xml).toContain('<contact><name part="first">Cher</name><email>cher@example.com</email>');
    const order = ['<id ', '<requestdate>', '<vehicle ', '<customer>', '<vendor>', '<provider>'];
    const at = order.map((tag) => xml.indexOf(tag));
    expect(at).toEqual([...at].sort((a, b) => a - b));
    expect(parseAdfDocument(xml)[0]?.key).toBe('Lead Manager:7');
  });
});

describe('what a hand-off says about the lead', () => {
  it('reads the vehicle from the words when no unit matched', () => {
    expect(vehicleOf({ vehicleInterest: 'Used 2021 Ford F-150 XLT', matchedVehicle: null })).toEqual({
      status: 'used',
      year: '2021',
      make: 'Ford',
      model: 'F-150 XLT',
    });
    expect(vehicleOf({ vehicleInterest: 'something red', matchedVehicle: null })).toMatchObject({
      status: 'new',
      model: 'something red',
    });
  });

  it('names the provider an ADF lead came with, else the source', () => {
    expect(providerOf({ source: 'adf', notes: 'Comments: hi\nLead provider: Cars.com' })).toBe('Cars.com');
    expect(providerOf({ source: 'facebook', notes: null })).toBe('Facebook');
  });
});
