import type { Dealership } from '@lead-manager/contracts/dealerships';
import type { LeadImportMapping, LeadImportResult } from '@lead-manager/contracts/lead-import';
import { FileUpIcon, LoaderCircleIcon } from 'lucide-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DealershipOptions } from '@/components/dealership-options';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { FieldError, Label } from '@/components/ui/label';
import { Progress } from '@/components/ui/progress';
import { Select, SelectContent, SelectTrigger, SelectValue } from '@/components/ui/select';
import { i18n } from '@/i18n/i18n';
import { errorText } from '@/lib/api-client';
import { formatNumber } from '@/lib/format';
import { useImportLeads, useRefreshAfterImport } from '../api/import-leads';
import { ColumnMappingFields } from './column-mapping-fields';
import { addResults, emptyResult, type ParsedFile, splitCsv } from './csv-chunks';
import { guessMapping, hasContactColumn } from './header-mapping';
import { ImportSummary } from './import-summary';

/** `1 row`, `1,200 rows`. */
const rowsLabel = (count: number) => `${formatNumber(count)} ${count === 1 ? 'row' : 'rows'}`;

type Step =
  | { kind: 'choose'; error?: string }
  | { kind: 'map'; fileName: string; file: ParsedFile; mapping: LeadImportMapping }
  | { kind: 'importing'; done: number; total: number }
  | { kind: 'done'; result: LeadImportResult; stopped?: string };

/** Reads the chosen file: its header row for the mapping step, its rows in chunks for the import. */
async function readFile(file: File): Promise<Step> {
  const parsed = splitCsv(await file.text());
  if (parsed.header.every((h) => h === ''))
    return { kind: 'choose', error: i18n.t('leadImport.importLeadsDialog.noHeaderRow') };
  if (parsed.rowCount === 0)
    return { kind: 'choose', error: i18n.t('leadImport.importLeadsDialog.noLeadRows') };
  return { kind: 'map', fileName: file.name, file: parsed, mapping: guessMapping(parsed.header) };
}

/** Import CSV: choose a file → map its columns → import in chunks with a progress bar → summary. */
export function ImportLeadsDialog({
  open,
  onOpenChange,
  dealershipFilter,
  dealerships,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  dealershipFilter: 'all' | number;
  dealerships: Dealership[] | undefined;
}) {
  const { t } = useTranslation();
  const [step, setStep] = useState<Step>({ kind: 'choose' });
  const [chosenDealership, setChosenDealership] = useState<number | undefined>();
  const dealershipId =
    dealershipFilter === 'all' ? (chosenDealership ?? dealerships?.[0]?.id) : dealershipFilter;
  const importChunk = useImportLeads();
  const refresh = useRefreshAfterImport();
  /** `stop` ends the import after the chunk in flight and shows the summary; `closed` drops it quietly. */
  const halt = useRef<'run' | 'stop' | 'closed'>('run');

  const close = (next: boolean) => {
    if (next) return onOpenChange(true);
    halt.current = 'closed';
    setStep({ kind: 'choose' });
    onOpenChange(false);
  };

  async function runImport(file: ParsedFile, mapping: LeadImportMapping, dealership: number) {
    halt.current = 'run';
    // Read through a function: the chunks await, and Stop or closing changes the ref meanwhile.
    const state = () => halt.current;
    let result = emptyResult();
    let done = 0;
    setStep({ kind: 'importing', done, total: file.rowCount });
    try {
      for (const chunk of file.chunks) {
        if (state() !== 'run') break;
        try {
          const request = {
            dealershipId: dealership,
            csv: chunk.csv,
            mapping,
            firstRowNumber: chunk.firstRowNumber,
          };
          result = addResults(result, await importChunk.mutateAsync(request));
        } catch (error) {
          const stopped = t('leadImport.importLeadsDialog.stoppedAtRow', {
            row: formatNumber(chunk.firstRowNumber),
            reason: errorText(error),
          });
          if (state() !== 'closed') setStep({ kind: 'done', result, stopped });
          return;
        }
        done += chunk.rows;
        if (state() !== 'closed') setStep({ kind: 'importing', done, total: file.rowCount });
      }
      if (state() === 'closed') return;
      const stopped =
        state() === 'stop'
          ? t('leadImport.importLeadsDialog.stoppedAfter', {
              done: formatNumber(done),
              total: formatNumber(file.rowCount),
            })
          : undefined;
      setStep({ kind: 'done', result, stopped });
    } finally {
      refresh();
    }
  }

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>{t('leadImport.importLeadsDialog.importCsv')}</DialogTitle>
          <DialogDescription>{t('leadImport.importLeadsDialog.leadsFromASpreadsheetA')}</DialogDescription>
        </DialogHeader>

        {step.kind === 'choose' ? (
          <div className="space-y-1.5">
            <Label htmlFor="import-file">{t('leadImport.importLeadsDialog.csvFile')}</Label>
            <Input
              id="import-file"
              type="file"
              accept=".csv,text/csv"
              aria-describedby={step.error ? 'import-file-error' : undefined}
              onChange={async (e) => {
                const file = e.target.files?.[0];
                if (file) setStep(await readFile(file));
              }}
            />
            <FieldError id="import-file-error" message={step.error} />
            <p className="text-sm text-muted-foreground">
              {t('leadImport.importLeadsDialog.theFirstRowMustName')}
            </p>
          </div>
        ) : null}

        {step.kind === 'map' ? (
          <div className="space-y-4">
            <p className="text-sm">
              <span className="font-medium">{step.fileName}</span>
              {t('leadImport.importLeadsDialog.chooseTheColumnForEach', {
                rowCount: rowsLabel(step.file.rowCount),
              })}
            </p>
            {dealershipFilter === 'all' ? (
              <div className="space-y-1.5">
                <Label id="import-dealership-label">{t('leadImport.importLeadsDialog.dealership')}</Label>
                <Select
                  value={dealershipId ? String(dealershipId) : ''}
                  onValueChange={(v) => setChosenDealership(Number(v))}
                >
                  <SelectTrigger aria-labelledby="import-dealership-label">
                    <SelectValue placeholder={t('leadImport.importLeadsDialog.chooseADealership')} />
                  </SelectTrigger>
                  <SelectContent>
                    <DealershipOptions dealerships={dealerships} />
                  </SelectContent>
                </Select>
              </div>
            ) : null}
            <ColumnMappingFields
              headers={step.file.header}
              mapping={step.mapping}
              onChange={(mapping) => setStep({ ...step, mapping })}
            />
            {hasContactColumn(step.mapping) ? null : (
              <FieldError message={t('leadImport.importLeadsDialog.chooseTheEmailOrThe')} />
            )}
          </div>
        ) : null}

        {step.kind === 'importing' ? (
          <div className="space-y-2" aria-live="polite">
            <Progress
              value={(step.done / step.total) * 100}
              aria-label={t('leadImport.importLeadsDialog.importProgress')}
            />
            <p className="text-sm text-muted-foreground">
              {t('leadImport.importLeadsDialog.importedOfRows', {
                done: formatNumber(step.done),
                total: formatNumber(step.total),
              })}
            </p>
          </div>
        ) : null}

        {step.kind === 'done' ? (
          <div className="space-y-3">
            {step.stopped ? <FieldError message={step.stopped} /> : null}
            <ImportSummary result={step.result} />
          </div>
        ) : null}

        <DialogFooter>
          {step.kind === 'map' ? (
            <>
              <Button variant="outline" onClick={() => setStep({ kind: 'choose' })}>
                {t('leadImport.importLeadsDialog.back')}
              </Button>
              <Button
                disabled={!hasContactColumn(step.mapping) || !dealershipId}
                onClick={() => dealershipId && runImport(step.file, step.mapping, dealershipId)}
              >
                <FileUpIcon aria-hidden />{' '}
                {t('leadImport.importLeadsDialog.import', { rowCount: rowsLabel(step.file.rowCount) })}
              </Button>
            </>
          ) : step.kind === 'importing' ? (
            <Button
              variant="outline"
              onClick={() => {
                halt.current = 'stop';
              }}
            >
              <LoaderCircleIcon className="animate-spin" aria-hidden />{' '}
              {t('leadImport.importLeadsDialog.stop')}
            </Button>
          ) : (
            <Button variant={step.kind === 'done' ? 'default' : 'outline'} onClick={() => close(false)}>
              {step.kind === 'done'
                ? t('leadImport.importLeadsDialog.done')
                : t('leadImport.importLeadsDialog.cancel')}
            </Button>
          )}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

export default ImportLeadsDialog;
