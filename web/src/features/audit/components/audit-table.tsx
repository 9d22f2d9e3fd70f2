import type { AuditEntry } from '@lead-manager/contracts/audit';
import { useTranslation } from 'react-i18next';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { formatDateTime } from '@/lib/format';

/** `{ changes: { role: { from: 'user', to: 'manager' } } }` → `role: user → manager`; anything else as JSON. */
export function describeDetails(details: AuditEntry['details']) {
  const changes = details.changes as Record<string, { from: unknown; to: unknown }> | undefined;
  if (changes && typeof changes === 'object') {
    return Object.entries(changes)
      .map(([field, { from, to }]) => `${field}: ${JSON.stringify(from)} → ${JSON.stringify(to)}`)
      .join('; ');
  }
  const text = JSON.stringify(details);
  return text === '{}' ? '' : text;
}

/** Who did what, newest first. */
export function AuditTable({ entries }: { entries: AuditEntry[] }) {
  const { t } = useTranslation();
  if (entries.length === 0)
    return (
      <p className="p-6 text-center text-sm text-muted-foreground">{t('audit.auditTable.noEntriesFound')}</p>
    );
  return (
    <Table>
      <TableHeader>
        <TableRow>
          <TableHead>{t('audit.auditTable.when')}</TableHead>
          <TableHead>{t('audit.auditTable.who')}</TableHead>
          <TableHead>{t('audit.auditTable.action')}</TableHead>
          <TableHead>{t('audit.auditTable.record')}</TableHead>
          <TableHead>{t('audit.auditTable.details')}</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {entries.map((entry) => (
          <TableRow key={entry.id}>
            <TableCell className="whitespace-nowrap">{formatDateTime(entry.createdAt)}</TableCell>
            <TableCell className="break-all whitespace-normal">
              {entry.actorEmail ?? t('audit.auditTable.system')}
            </TableCell>
            <TableCell className="font-mono text-xs">{entry.action}</TableCell>
            <TableCell>
              {entry.entityType}
              {entry.entityId ? ` #${entry.entityId}` : ''}
            </TableCell>
            <TableCell className="max-w-xs text-xs break-all whitespace-normal">
              {describeDetails(entry.details)}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
