import { describe, expect, it } from 'vitest';
import { readCsvFile } from './csv-file';
import { guessMapping, hasContactColumn, headerKey } from './header-mapping';

describe('guessMapping', () => {
  it('matches the header names spreadsheets and CRMs use', () => {
    expect(
      guessMapping(['First Name', 'Last Name', 'E-mail', 'Mobile', 'Vehicle', 'Lead Source', 'Comments']),
    ).toEqual({
      firstName: 'First Name',
      lastName: 'Last Name',
      email: 'E-mail',
      phone: 'Mobile',
      vehicleInterest: 'Vehicle',
      source: 'Lead Source',
      notes: 'Comments',
    });
  });

  it('reads the export file back: every column it names is found', () => {
    const headers = [
      'Id',
      'Name',
      'Email',
      'Phone',
      'Vehicle Interest',
      'Source',
      'Status',
      'Score',
      'Notes',
    ];
    expect(guessMapping(headers)).toEqual({
      name: 'Name',
      email: 'Email',
      phone: 'Phone',
      vehicleInterest: 'Vehicle Interest',
      source: 'Source',
      status: 'Status',
      notes: 'Notes',
    });
  });

  it('falls back to looser clues, exact names first, one field per column', () => {
    expect(
      guessMapping([
        'Primary Phone #',
        'Cell Phone',
        'Customer Email Address',
        'Vehicle of Interest (Model)',
      ]),
    ).toEqual({
      phone: 'Cell Phone',
      email: 'Customer Email Address',
      vehicleInterest: 'Vehicle of Interest (Model)',
    });
  });

  it('ignores case, spaces and punctuation, and leaves unknown or blank headers unmapped', () => {
    expect(headerKey(' E_Mail ')).toBe('email');
    expect(guessMapping(['', 'Favourite colour', 'TELEPHONE'])).toEqual({ phone: 'TELEPHONE' });
  });

  it('knows whether a contact column is mapped', () => {
    expect(hasContactColumn({ name: 'Name' })).toBe(false);
    expect(hasContactColumn({ phone: 'Mobile' })).toBe(true);
  });
});

describe('readCsvFile', () => {
  it('reads the header row and counts the data rows, keeping the text to upload whole', () => {
    const text = `Name,Email\r\n${Array.from({ length: 5 }, (_, i) => `P${i},p${i}@example.com`).join('\r\n')}\r\n`;
    const file = readCsvFile(text);
    expect(file.header).toEqual(['Name', 'Email']);
    expect(file.rowCount).toBe(5);
    expect(file.text).toBe(text);
  });
});
