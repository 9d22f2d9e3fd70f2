import { DownloadIcon } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';
import { Pager } from '@/components/pager';
import { QueryPanel } from '@/components/query-panel';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { AUDIT_PAGE_SIZE, type AuditFilter, getAllAudit, useAudit } from '@/features/audit/api/get-audit';
import { auditCsv } from '@/features/audit/components/audit-csv';
import { AuditTable } from '@/features/audit/components/audit-table';
import { useUsers } from '@/features/users/api/get-users';
import { useDealerships } from '@/hooks/use-dealerships';
import { errorText } from '@/lib/api-client';
import { saveFile } from '@/lib/save-file';

/** Audit log (admins): who changed what and when, filtered, paged, and downloadable as CSV. */
export default function AuditPage() {
  const { t } = useTranslation();
  const [filter, setFilter] = useState<AuditFilter>({});
  const [page, setPage] = useState(0);
  const audit = useAudit(filter, page);
  // The names the entries' ids stand for (only admins read the log, and they see every person and store).
  const { data: users = [] } = useUsers();
  const { data: dealerships = [] } = useDealerships();
  const [exporting, setExporting] = useState(false);
  const [exportError, setExportError] = useState<string>();
  const exportCsv = async () => {
    setExporting(true);
    setExportError(undefined);
    try {
      const csv = auditCsv(await getAllAudit(filter), { users, dealerships });
      const day = new Date().toISOString().slice(0, 10);
      saveFile({ blob: new Blob([csv], { type: 'text/csv;charset=utf-8' }), fileName: `audit-${day}.csv` });
    } catch (error) {
      setExportError(errorText(error));
    } finally {
      setExporting(false);
    }
  };
  const set = (key: keyof AuditFilter) => (e: React.ChangeEvent<HTMLInputElement>) => {
    setPage(0);
    setFilter((prev) => ({ ...prev, [key]: e.target.value || undefined }));
  };

  return (
    <div className="space-y-6">
      <PageHeader
        title={t('pages.audit.auditLog')}
        description={t('pages.audit.signInsPeopleAndRoles')}
        actions={
          <Button variant="outline" onClick={() => void exportCsv()} disabled={exporting}>
            <DownloadIcon className="size-4" aria-hidden />{' '}
            {exporting ? t('pages.audit.exporting') : t('pages.audit.exportCsv')}
          </Button>
        }
      />
      {exportError ? (
        <p role="alert" className="text-sm text-destructive">
          {exportError}
        </p>
      ) : null}
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-4">
        <div className="space-y-1.5">
          <Label htmlFor="audit-action">{t('pages.audit.action')}</Label>
          <Input
            id="audit-action"
            placeholder={t('pages.audit.userCreated')}
            value={filter.action ?? ''}
            onChange={set('action')}
          />
        </div>
        <div className="space-y-1.5">
          <Label htmlFor="audit-entity">{t('pages.audit.recordType')}</Label>
          <Input
            id="audit-entity"
            placeholder={t('pages.audit.user')}
            value={filter.entityType ?? ''}
            onChange={set('entityType')}
          />
        </div>
        <div className="space-y-1.5">
          <Label htmlFor="audit-from">{t('pages.audit.from')}</Label>
          <Input id="audit-from" type="date" value={filter.from ?? ''} onChange={set('from')} />
        </div>
        <div className="space-y-1.5">
          <Label htmlFor="audit-to">{t('pages.audit.before')}</Label>
          <Input id="audit-to" type="date" value={filter.to ?? ''} onChange={set('to')} />
        </div>
      </div>
      <Card>
        <CardContent className="p-0">
          <QueryPanel query={audit}>
            {(data) => <AuditTable entries={data.items} names={{ users, dealerships }} />}
          </QueryPanel>
        </CardContent>
      </Card>
      {audit.data ? (
        <Pager
          page={page}
          pageSize={AUDIT_PAGE_SIZE}
          total={audit.data.total}
          onPageChange={setPage}
          countOf={(count) => t('pages.audit.entries', { count })}
        />
      ) : null}
    </div>
  );
}
