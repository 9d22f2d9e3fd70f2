import type { LeadImportResult } from '@lead-manager/contracts/lead-import';
import { useTranslation } from 'react-i18next';
import { ScrollArea } from '@/components/ui/scroll-area';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { formatNumber } from '@/lib/format';

const FIGURES = [
  { key: 'created', className: 'text-emerald-600 dark:text-emerald-400' },
  { key: 'merged', className: 'text-blue-600 dark:text-blue-400' },
  { key: 'failed', className: 'text-destructive' },
] as const;

/** What the import did, and each row it could not import with the reason. */
export function ImportSummary({ result }: { result: LeadImportResult }) {
  const { t } = useTranslation();
  return (
    <div className="space-y-4">
      <dl className="grid grid-cols-3 gap-3" aria-label={t('leadImport.importSummary.importSummary')}>
        {FIGURES.map((f) => (
          <div key={f.key} className="rounded-lg border p-3 text-center">
            <dt className="text-sm text-muted-foreground">{t(`leadImport.importSummary.figure.${f.key}`)}</dt>
            <dd className={`text-2xl font-semibold ${f.className}`} data-testid={`import-${f.key}`}>
              {formatNumber(result[f.key])}
            </dd>
          </div>
        ))}
      </dl>
      <p className="text-sm text-muted-foreground">
        {t('leadImport.importSummary.rowsReadMergedRowsNamed', { total: result.total })}
      </p>
      {result.errors.length ? (
        <ScrollArea className="rounded-md border" viewportClassName="max-h-64">
          <Table aria-label={t('leadImport.importSummary.rowsNotImported')}>
            <TableHeader>
              <TableRow>
                <TableHead className="w-20">{t('leadImport.importSummary.row')}</TableHead>
                <TableHead>{t('leadImport.importSummary.problem')}</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {result.errors.map((e) => (
                <TableRow key={`${e.row}-${e.message}`}>
                  <TableCell className="tabular-nums">{e.row}</TableCell>
                  <TableCell>{e.message}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </ScrollArea>
      ) : null}
    </div>
  );
}
