import type { AuditEntry } from '@lead-manager/contracts/audit';
import { useTranslation } from 'react-i18next';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { formatDateTime } from '@/lib/format';
import { type AuditNames, auditSentence } from './audit-sentence';

/** What happened, newest first, in words; the action's code stays beside it for the filter. */
export function AuditTable({ entries, names }: { entries: AuditEntry[]; names: AuditNames }) {
  const { t } = useTranslation();
  if (entries.length === 0)
    return (
      <p className="p-6 text-center text-sm text-muted-foreground">{t('audit.auditTable.noEntriesFound')}</p>
    );
  return (
    <Table>
      <TableHeader>
        <TableRow>
          <TableHead className="w-48">{t('audit.auditTable.when')}</TableHead>
          <TableHead>{t('audit.auditTable.whatHappened')}</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {entries.map((entry) => (
          <TableRow key={entry.id}>
            <TableCell className="align-top whitespace-nowrap">{formatDateTime(entry.createdAt)}</TableCell>
            <TableCell className="whitespace-normal">
              <p>{auditSentence(entry, names)}</p>
              <p className="font-mono text-xs text-muted-foreground">{entry.action}</p>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
