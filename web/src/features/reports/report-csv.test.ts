import { parseCsv } from '@lead-manager/contracts/csv';
import { describe, expect, it } from 'vitest';
import { reportCsv } from './report-csv';

describe('reportCsv', () => {
  it('keeps figures and defuses text a spreadsheet would run', () => {
    const text = reportCsv(
      ['Name', 'Source', 'Leads'],
      [
        ['=HYPERLINK("http://x")', '+facebook', 3],
        ['@Ava', '-x', -1],
        ['Ben, Jr.', null, 0],
      ],
    );
    expect(parseCsv(text)).toEqual([
      ['Name', 'Source', 'Leads'],
      ['\'=HYPERLINK("http://x")', "'+facebook", '3'],
      ["'@Ava", "'-x", '-1'],
      ['Ben, Jr.', '', '0'],
    ]);
  });
});
