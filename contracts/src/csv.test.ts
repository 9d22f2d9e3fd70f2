import { describe, expect, it } from 'vitest';
import { csvField, parseCsv, parseCsvRecords, readCsvHeader, toCsv } from './csv';

describe('parseCsv', () => {
  it('reads plain fields and rows', () => {
    expect(parseCsv('a,b,c\n1,2,3\n')).toEqual([
      ['a', 'b', 'c'],
      ['1', '2', '3'],
    ]);
  });

  it('reads quoted fields with commas, doubled quotes and line ends inside', () => {
    expect(parseCsv('name,notes\n"Cook, Tom","said ""hi""\nthen left"\n')).toEqual([
      ['name', 'notes'],
      ['Cook, Tom', 'said "hi"\nthen left'],
    ]);
  });

  it('accepts CRLF, LF or CR line ends (one kind per file, as spreadsheets write) and a missing final one', () => {
    const rows = [
      ['a', 'b'],
      ['1', '2'],
      ['3', '4'],
    ];
    for (const end of ['\r\n', '\n', '\r']) {
      expect(parseCsv(rows.map((r) => r.join(',')).join(end))).toEqual(rows);
      expect(parseCsv(rows.map((r) => r.join(',') + end).join(''))).toEqual(rows);
    }
  });

  it('drops a UTF-8 byte order mark', () => {
    expect(parseCsv('\uFEFFFirst Name,Email\r\nAna,ana@example.com\r\n')[0]).toEqual(['First Name', 'Email']);
  });

  it('keeps empty fields, a trailing comma and an empty quoted field', () => {
    expect(parseCsv('a,,c,\n"",x,"",\n')).toEqual([
      ['a', '', 'c', ''],
      ['', 'x', '', ''],
    ]);
  });

  it('keeps a quote inside an unquoted field as text', () => {
    expect(parseCsv('5\'10" tall,ok\n')).toEqual([['5\'10" tall', 'ok']]);
  });

  it('makes nothing of empty text and one record of a blank line in the middle', () => {
    expect(parseCsv('')).toEqual([]);
    expect(parseCsv('a\n\nb\n')).toEqual([['a'], [''], ['b']]);
  });

  it('numbers records as a spreadsheet does, a quoted line end staying in its row', () => {
    const records = parseCsvRecords('h1,h2\n"multi\nline",x\ny,z\n');
    expect(records.map((r) => r.row)).toEqual([1, 2, 3]);
    expect(records[2]?.cells).toEqual(['y', 'z']);
  });

  it('reads an unterminated quote to the end instead of failing', () => {
    expect(parseCsv('a,"open\nstill open')).toEqual([['a', 'open\nstill open']]);
  });
});

describe('readCsvHeader', () => {
  it('reads only the first record, trimmed, even with a quoted line end in a header', () => {
    expect(readCsvHeader('\uFEFF First Name ,"E-\nmail",Mobile\r\nAna,a@b.co,555\r\n')).toEqual([
      'First Name',
      'E-\nmail',
      'Mobile',
    ]);
  });

  it('answers an empty list for empty text', () => {
    expect(readCsvHeader('')).toEqual([]);
  });
});

describe('writing CSV', () => {
  it('quotes only what needs it and round-trips through the parser', () => {
    expect(csvField('plain')).toBe('plain');
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField(' padded')).toBe('" padded"');
    expect(csvField(null)).toBe('');
    expect(csvField(42)).toBe('42');
    const rows = [
      ['name', 'notes', 'phone'],
      ['Cook, Tom', 'line one\r\nline "two"', '+13075550100'],
      ['', 'x', ''],
    ];
    const text = toCsv(rows);
    expect(text.endsWith('\r\n')).toBe(true);
    expect(parseCsv(text)).toEqual(rows);
  });
});
