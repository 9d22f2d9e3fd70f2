import { DownloadIcon } from 'lucide-react';
import { useState } from 'react';
import { PageHeader } from '@/components/page-header';
import { Pager } from '@/components/pager';
import { QueryPanel } from '@/components/query-panel';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { AUDIT_PAGE_SIZE, type AuditFilter, auditCsvUrl, useAudit } from '@/features/audit/api/get-audit';
import { AuditTable } from '@/features/audit/components/audit-table';

/** Audit log (admins): who changed what and when, filtered, paged, and downloadable as CSV. */
export default function AuditPage() {
  const [filter, setFilter] = useState<AuditFilter>({});
  const [page, setPage] = useState(0);
  const audit = useAudit(filter, page);
  const set = (key: keyof AuditFilter) => (e: React.ChangeEvent<HTMLInputElement>) => {
    setPage(0);
    setFilter((prev) => ({ ...prev, [key]: e.target.value || undefined }));
  };

  return (
    <div className="space-y-6">
      <PageHeader
        title="Audit Log"
        description="Sign-ins, people and roles, settings and lead changes: who did what, and when."
        actions={
          <Button asChild variant="outline">
            <a href={auditCsvUrl(filter)} download>
              <DownloadIcon className="size-4" aria-hidden /> Export CSV
            </a>
          </Button>
        }
      />
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-4">
        <div className="space-y-1.5">
          <Label htmlFor="audit-action">Action</Label>
          <Input
            id="audit-action"
            placeholder="user.created"
            value={filter.action ?? ''}
            onChange={set('action')}
          />
        </div>
        <div className="space-y-1.5">
          <Label htmlFor="audit-entity">Record type</Label>
          <Input
            id="audit-entity"
            placeholder="user"
            value={filter.entityType ?? ''}
            onChange={set('entityType')}
          />
        </div>
        <div className="space-y-1.5">
          <Label htmlFor="audit-from">From</Label>
          <Input id="audit-from" type="date" value={filter.from ?? ''} onChange={set('from')} />
        </div>
        <div className="space-y-1.5">
          <Label htmlFor="audit-to">Before</Label>
          <Input id="audit-to" type="date" value={filter.to ?? ''} onChange={set('to')} />
        </div>
      </div>
      <Card>
        <CardContent className="p-0">
          <QueryPanel query={audit}>{(data) => <AuditTable entries={data.items} />}</QueryPanel>
        </CardContent>
      </Card>
      {audit.data ? (
        <Pager
          page={page}
          pageSize={AUDIT_PAGE_SIZE}
          total={audit.data.total}
          onPageChange={setPage}
          label="entries"
        />
      ) : null}
    </div>
  );
}
