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
import { AUDIT_PAGE_SIZE, type AuditFilter, auditCsvUrl, useAudit } from '@/features/audit/api/get-audit';
import { AuditTable } from '@/features/audit/components/audit-table';
import { useUsers } from '@/features/users/api/get-users';
import { useDealerships } from '@/hooks/use-dealerships';

/** Audit log (admins): who changed what and when, filtered, paged, and downloadable as CSV. */
export default function AuditPage() {
  const { t } = useTranslation();
  const [filter, setFilter] = useState<AuditFilter>({});
  const [page, setPage] = useState(0);
  const audit = useAudit(filter, page);
  // The names the entries' ids stand for (only admins read the log, and they see every person and store).
  const { data: users = [] } = useUsers();
  const { data: dealerships = [] } = useDealerships();
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
          <Button asChild variant="outline">
            <a href={auditCsvUrl(filter)} download>
              <DownloadIcon className="size-4" aria-hidden /> {t('pages.audit.exportCsv')}
            </a>
          </Button>
        }
      />
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
