import type { AuditEntry } from '@lead-manager/contracts/audit';
import { csvLine, exportCsvLine } from '@lead-manager/contracts/csv';
import { i18n } from '@/i18n/i18n';
import { dealershipDisplayName, formatDateTime } from '@/lib/format';
import { type AuditNames, auditSentence } from './audit-sentence';

/**
 * The audit log as a spreadsheet reads it: when (the reader's clock), who, what happened in the reader's words, the
 * store, and the action's code and the UTC time for anyone filtering or joining the file.
 */
export function auditCsv(entries: readonly AuditEntry[], names: AuditNames): string {
  const { t } = i18n;
  const header = csvLine([
    t('audit.auditTable.when'),
    t('audit.auditTable.who'),
    t('audit.auditTable.whatHappened'),
    t('audit.auditTable.store'),
    t('audit.auditTable.action'),
    t('audit.auditTable.timeUtc'),
  ]);
  return (
    header +
    entries
      .map((entry) =>
        exportCsvLine([
          formatDateTime(entry.createdAt),
          entry.actorName ?? entry.actorEmail ?? t('audit.auditTable.system'),
          auditSentence(entry, names),
          entry.dealershipId === null ? '' : dealershipDisplayName(entry.dealershipId, names.dealerships),
          entry.action,
          entry.createdAt,
        ]),
      )
      .join('')
  );
}
