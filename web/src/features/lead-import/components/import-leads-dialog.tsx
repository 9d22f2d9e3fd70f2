import type { Dealership } from '@lead-manager/contracts/dealerships';
import type { LeadImportMapping } from '@lead-manager/contracts/lead-import';
import { FileUpIcon } from 'lucide-react';
import { useState } from 'react';
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
import { useImportProgress, useStartImport } from '../api/import-leads';
import { ColumnMappingFields } from './column-mapping-fields';
import { type ParsedFile, readCsvFile } from './csv-file';
import { guessMapping, hasContactColumn } from './header-mapping';
import { ImportSummary } from './import-summary';

/** `1 row`, `1,200 rows`. */
const rowsLabel = (count: number) => i18n.t('leadImport.importLeadsDialog.rows', { count });

type Step =
  | { kind: 'choose'; error?: string }
  | { kind: 'map'; fileName: string; file: ParsedFile; mapping: LeadImportMapping }
  | { kind: 'running'; importId: number };

/** Reads the chosen file: its header row for the mapping step, its rows in chunks for the import. */
async function readFile(file: File): Promise<Step> {
  const parsed = readCsvFile(await file.text());
  if (parsed.header.every((h) => h === ''))
    return { kind: 'choose', error: i18n.t('leadImport.importLeadsDialog.noHeaderRow') };
  if (parsed.rowCount === 0)
    return { kind: 'choose', error: i18n.t('leadImport.importLeadsDialog.noLeadRows') };
  return { kind: 'map', fileName: file.name, file: parsed, mapping: guessMapping(parsed.header) };
}

/** Import CSV: choose a file → map its columns → upload it → the server's progress, then the summary. */
function ImportLeadsDialog({
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
  const start = useStartImport();
  const progress = useImportProgress(step.kind === 'running' ? step.importId : undefined).data;
  const [startError, setStartError] = useState<string | undefined>();

  const close = (next: boolean) => {
    if (next) return onOpenChange(true);
    // The import goes on on the server; the dialog only stops following it.
    setStep({ kind: 'choose' });
    setStartError(undefined);
    onOpenChange(false);
  };

  async function runImport(file: ParsedFile, mapping: LeadImportMapping, dealership: number) {
    setStartError(undefined);
    try {
      const { id } = await start.mutateAsync({ dealershipId: dealership, csv: file.text, mapping });
      setStep({ kind: 'running', importId: id });
    } catch (error) {
      setStartError(errorText(error));
    }
  }
  const ended = progress?.state === 'done' || progress?.state === 'failed';

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

        {step.kind === 'running' && !ended ? (
          <div className="space-y-2" aria-live="polite">
            <Progress
              value={progress?.total ? (progress.processed / progress.total) * 100 : 0}
              aria-label={t('leadImport.importLeadsDialog.importProgress')}
            />
            <p className="text-sm text-muted-foreground">
              {t('leadImport.importLeadsDialog.importedOfRows', {
                done: progress?.processed ?? 0,
                total: progress?.total ?? 0,
              })}
            </p>
          </div>
        ) : null}

        {step.kind === 'running' && ended && progress ? (
          <div className="space-y-3">
            {progress.failure ? <FieldError message={progress.failure} /> : null}
            <ImportSummary result={progress} />
          </div>
        ) : null}

        {startError ? <FieldError message={startError} /> : null}

        <DialogFooter>
          {step.kind === 'map' ? (
            <>
              <Button variant="outline" onClick={() => setStep({ kind: 'choose' })}>
                {t('leadImport.importLeadsDialog.back')}
              </Button>
              <Button
                disabled={!hasContactColumn(step.mapping) || !dealershipId || start.isPending}
                onClick={() => dealershipId && runImport(step.file, step.mapping, dealershipId)}
              >
                <FileUpIcon aria-hidden />{' '}
                {t('leadImport.importLeadsDialog.import', { rowCount: rowsLabel(step.file.rowCount) })}
              </Button>
            </>
          ) : (
            <Button variant={ended ? 'default' : 'outline'} onClick={() => close(false)}>
              {ended
                ? t('leadImport.importLeadsDialog.done')
                : step.kind === 'running'
                  ? t('leadImport.importLeadsDialog.close')
                  : t('leadImport.importLeadsDialog.cancel')}
            </Button>
          )}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

export default ImportLeadsDialog;
