import type { Dealership } from '@lead-manager/contracts/dealerships';
import type { LeadImportMapping, LeadImportResult } from '@lead-manager/contracts/lead-import';
import { FileUpIcon, LoaderCircleIcon } from 'lucide-react';
import { useRef, useState } from 'react';
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
  if (parsed.header.every((h) => h === '')) return { kind: 'choose', error: 'The file has no header row.' };
  if (parsed.rowCount === 0) return { kind: 'choose', error: 'The file has a header row but no leads.' };
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
          const stopped = `The import stopped at row ${formatNumber(chunk.firstRowNumber)}: ${errorText(error)}`;
          if (state() !== 'closed') setStep({ kind: 'done', result, stopped });
          return;
        }
        done += chunk.rows;
        if (state() !== 'closed') setStep({ kind: 'importing', done, total: file.rowCount });
      }
      if (state() === 'closed') return;
      const stopped =
        state() === 'stop'
          ? `Stopped after ${formatNumber(done)} of ${formatNumber(file.rowCount)} rows; the rows before were imported.`
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
          <DialogTitle>Import CSV</DialogTitle>
          <DialogDescription>
            Leads from a spreadsheet. A person this dealership already knows (same phone or email) is updated,
            not doubled.
          </DialogDescription>
        </DialogHeader>

        {step.kind === 'choose' ? (
          <div className="space-y-1.5">
            <Label htmlFor="import-file">CSV file</Label>
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
            <p className="text-sm text-muted-foreground">The first row must name the columns.</p>
          </div>
        ) : null}

        {step.kind === 'map' ? (
          <div className="space-y-4">
            <p className="text-sm">
              <span className="font-medium">{step.fileName}</span>: {rowsLabel(step.file.rowCount)}. Choose
              the column for each lead field.
            </p>
            {dealershipFilter === 'all' ? (
              <div className="space-y-1.5">
                <Label id="import-dealership-label">Dealership</Label>
                <Select
                  value={dealershipId ? String(dealershipId) : ''}
                  onValueChange={(v) => setChosenDealership(Number(v))}
                >
                  <SelectTrigger aria-labelledby="import-dealership-label">
                    <SelectValue placeholder="Choose a dealership" />
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
              <FieldError message="Choose the email or the phone column: every lead needs one." />
            )}
          </div>
        ) : null}

        {step.kind === 'importing' ? (
          <div className="space-y-2" aria-live="polite">
            <Progress value={(step.done / step.total) * 100} aria-label="Import progress" />
            <p className="text-sm text-muted-foreground">
              Imported {formatNumber(step.done)} of {formatNumber(step.total)} rows…
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
                Back
              </Button>
              <Button
                disabled={!hasContactColumn(step.mapping) || !dealershipId}
                onClick={() => dealershipId && runImport(step.file, step.mapping, dealershipId)}
              >
                <FileUpIcon aria-hidden /> Import {rowsLabel(step.file.rowCount)}
              </Button>
            </>
          ) : step.kind === 'importing' ? (
            <Button
              variant="outline"
              onClick={() => {
                halt.current = 'stop';
              }}
            >
              <LoaderCircleIcon className="animate-spin" aria-hidden /> Stop
            </Button>
          ) : (
            <Button variant={step.kind === 'done' ? 'default' : 'outline'} onClick={() => close(false)}>
              {step.kind === 'done' ? 'Done' : 'Cancel'}
            </Button>
          )}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

export default ImportLeadsDialog;
