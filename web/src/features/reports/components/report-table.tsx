import { DownloadIcon } from 'lucide-react';
import type * as React from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { formatNumber } from '@/lib/format';
import { saveFile } from '@/lib/save-file';
import { type CsvCell, reportCsv } from '../report-csv';

export type ReportColumn<Row> = {
  header: string;
  /** The raw figure: what the CSV carries. */
  value: (row: Row) => CsvCell;
  /** What the screen shows, when it differs from the raw figure (a formatted time, a badge). */
  render?: (row: Row) => React.ReactNode;
  numeric?: boolean;
  /** Figures the CSV carries right after this column that the screen shows inside it (a step's conversion). */
  csvExtra?: { header: string; value: (row: Row) => CsvCell }[];
};

/** A cell as the screen shows it: counts with the reader's thousands separator, a dash for nothing. */
const shownCell = (value: CsvCell) => (typeof value === 'number' ? formatNumber(value) : (value ?? '—'));

/** The CSV of a report table: every column's raw figure, each followed by its CSV-only extras. */
function tableCsv<Row>(columns: ReportColumn<Row>[], rows: Row[]): string {
  return reportCsv(
    columns.flatMap((c) => [c.header, ...(c.csvExtra ?? []).map((e) => e.header)]),
    rows.map((row) => columns.flatMap((c) => [c.value(row), ...(c.csvExtra ?? []).map((e) => e.value(row))])),
  );
}

/** A table of a report with its own CSV download of exactly the rows shown. */
export function ReportTable<Row>({
  label,
  fileName,
  columns,
  rows,
  empty,
  total,
}: {
  label: string;
  fileName: string;
  columns: ReportColumn<Row>[];
  rows: Row[];
  empty?: string;
  /** How many rows there are in all, when the server sent only the first of them. */
  total?: number;
}) {
  const { t } = useTranslation();
  const download = () =>
    saveFile({
      blob: new Blob([tableCsv(columns, rows)], { type: 'text/csv;charset=utf-8' }),
      fileName: `${fileName}.csv`,
    });
  return (
    <div className="space-y-2">
      <div className="flex flex-wrap items-center justify-end gap-3">
        {total !== undefined && total > rows.length ? (
          <p className="mr-auto text-sm text-muted-foreground">
            {t('reports.reportTable.showingFirst', { shown: rows.length, total })}
          </p>
        ) : null}
        <Button variant="outline" size="sm" onClick={download} disabled={rows.length === 0}>
          <DownloadIcon aria-hidden />
          {t('reports.reportTable.csv')}
          <span className="sr-only"> {t('reports.reportTable.of', { label })}</span>
        </Button>
      </div>
      <Table aria-label={label}>
        <TableHeader>
          <TableRow>
            {columns.map((c) => (
              <TableHead key={c.header} className={c.numeric ? 'text-right' : undefined}>
                {c.header}
              </TableHead>
            ))}
          </TableRow>
        </TableHeader>
        <TableBody>
          {rows.length === 0 ? (
            <TableRow>
              <TableCell colSpan={columns.length} className="text-center text-muted-foreground">
                {empty ?? t('reports.reportTable.nothingInThisRange')}
              </TableCell>
            </TableRow>
          ) : (
            rows.map((row, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: report rows have no id and never reorder in place
              <TableRow key={i}>
                {columns.map((c) => (
                  // One line per cell: on a phone the table scrolls sideways instead of folding a date into slivers.
                  <TableCell
                    key={c.header}
                    className={c.numeric ? 'text-right whitespace-nowrap tabular-nums' : 'whitespace-nowrap'}
                  >
                    {c.render ? c.render(row) : shownCell(c.value(row))}
                  </TableCell>
                ))}
              </TableRow>
            ))
          )}
        </TableBody>
      </Table>
    </div>
  );
}

/** Counts per reason (hand-overs, lost leads): the reason's words and its count, with the table's CSV. */
export function ReasonCountsTable({
  label,
  fileName,
  reasonHeader,
  countHeader,
  rows,
}: {
  label: string;
  fileName: string;
  reasonHeader: string;
  countHeader: string;
  rows: { reason: string; label: string; count: number }[];
}) {
  return (
    <ReportTable<(typeof rows)[number]>
      label={label}
      fileName={fileName}
      rows={rows}
      columns={[
        { header: reasonHeader, value: (r) => r.label },
        { header: countHeader, value: (r) => r.count, numeric: true },
      ]}
    />
  );
}
