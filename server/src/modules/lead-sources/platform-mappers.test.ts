import { describe, expect, it } from 'vitest';
import { parseJsonKeepingBigIds } from '../../lib/json-big-ids';
import { dealershipNamedBy, routeToDealership } from './dealership-routing';
import { type MappedLead, mapAnswers } from './mapped-lead';
import { mapCaptureLead, mapGoogleLead, tiktokLeadId } from './platform-mappers';

const blank = (): MappedLead => ({ source: 'facebook', notes: [], isTest: false, routing: {} });

describe('parseJsonKeepingBigIds', () => {
  it('keeps integers of 16+ digits exact as strings and leaves everything else alone', () => {
    const text =
      '{"a":12345678901234567891,"b":-98765432109876543210,"c":42,"d":"12345678901234567891 in text",' +
      '"e":1.12345678901234567,"f":[9007199254740993],"g":"quote \\" 12345678901234567"}';
    expect(parseJsonKeepingBigIds(text)).toEqual({
      a: '12345678901234567891',
      b: '-98765432109876543210',
      c: 42,
      d: '12345678901234567891 in text',
      e: Number('1.12345678901234567'),
      f: ['9007199254740993'],
      g: 'quote " 12345678901234567',
    });
  });
});

describe('mapAnswers', () => {
  it('maps standard and custom questions; a second answer for a filled field goes to the notes', () => {
    const lead = blank();
    mapAnswers(
      [
        { name: 'first_name', value: ['Tom'] },
        { name: 'last_name', value: ['Cook'] },
        { name: 'email', value: ['tom@example.com'] },
        { name: 'phone_number', value: ['+15552467291'] },
        { name: 'which_model_are_you_interested_in?', value: ['Silverado'] },
        { name: 'what_vehicle_do_you_drive_now?', value: ['Civic'] },
        { name: "what's_the_best_time_to_reach_you_by_phone?", value: ['Evenings'] },
        { name: 'ad_id', value: ['123'] },
        { name: 'empty', value: [] },
      ],
      lead,
    );
    expect(lead).toMatchObject({
      firstName: 'Tom',
      lastName: 'Cook',
      email: 'tom@example.com',
      phone: '+15552467291',
      vehicleInterest: 'Silverado',
    });
    expect(lead.notes).toEqual([
      'What vehicle do you drive now?: Civic',
      "What's the best time to reach you by phone?: Evenings",
    ]);
  });
});

describe('mapGoogleLead', () => {
  it('builds the vehicle interest from type and condition without a model', () => {
    const lead = mapGoogleLead(
      {
        lead_id: '1',
        user_column_data: [
          { column_id: 'FIRST_NAME', string_value: 'Jane' },
          { column_id: 'LAST_NAME', string_value: 'Doe' },
          { column_id: 'VEHICLE_TYPE', string_value: 'Truck' },
          { column_id: 'VEHICLE_CONDITION', string_value: 'Used' },
          { column_id: 'POSTAL_CODE', column_name: 'Zip', string_value: '78701' },
        ],
      },
      'google',
    );
    expect(lead).toMatchObject({
      firstName: 'Jane',
      lastName: 'Doe',
      vehicleInterest: 'Used Truck',
      isTest: false,
    });
    expect(lead.notes).toEqual(['Zip: 78701']);
  });
});

describe('tiktokLeadId', () => {
  it('finds the id at the top or nested, or nothing', () => {
    expect(tiktokLeadId({ lead_id: 7 })).toBe('7');
    expect(tiktokLeadId({ data: { lead: { leadId: 'abc' } } })).toBe('abc');
    expect(tiktokLeadId({ name: 'x' })).toBeUndefined();
  });
});

describe('mapCaptureLead', () => {
  it('keeps an unknown source in the notes and counts the lead as website', () => {
    const lead = mapCaptureLead({ name: 'A', source: 'Billboard', message: 'Hi' } as never, false);
    expect(lead.source).toBe('website');
    expect(lead.notes).toEqual(['Source: Billboard', 'Message: Hi']);
    expect(mapCaptureLead({ source: 'TikTok' } as never, false).source).toBe('tiktok');
  });
});

describe('dealership routing', () => {
  const dealers = [
    { id: 1, name: 'Lakeside Auto Group Chevrolet', brand: 'chevrolet', facebookPageId: null },
    { id: 2, name: 'Lakeside Auto Group Hyundai', brand: 'hyundai', facebookPageId: 'p2' },
    { id: 3, name: 'Lakeside Auto Group Ford', brand: 'ford', facebookPageId: null },
  ];
  it('finds a dealership by brand or name inside free text', () => {
    expect(dealershipNamedBy('Lakeside Ford (Austin)', dealers)?.id).toBe(3);
    expect(dealershipNamedBy('HYUNDAI', dealers)?.id).toBe(2);
    expect(dealershipNamedBy('Fordham Motors', dealers)).toBeUndefined();
    expect(dealershipNamedBy('Toyota of Somewhere', dealers)).toBeUndefined();
  });
  it('prefers id, then page, then text, then the first dealership', () => {
    expect(routeToDealership({ dealershipId: 3, facebookPageId: 'p2' }, dealers)?.id).toBe(3);
    expect(routeToDealership({ facebookPageId: 'p2', dealershipText: 'ford' }, dealers)?.id).toBe(2);
    expect(routeToDealership({ dealershipText: 'ford' }, dealers)?.id).toBe(3);
    expect(routeToDealership({ dealershipText: 'toyota' }, dealers)?.id).toBe(1);
  });
});
