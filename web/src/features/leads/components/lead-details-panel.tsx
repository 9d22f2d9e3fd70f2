import type { Lead } from '@lead-manager/contracts/leads';
import { PencilIcon } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { toast } from '@/lib/toast-store';
import { LeadEditForm } from './lead-edit-form';
import { LeadFacts } from './lead-facts';
import { LeadWorkControls } from './lead-work-controls';

/** The lead's page: status and owner, its details (edited in place) and its score. */
export function LeadDetailsPanel({ lead }: { lead: Lead }) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);
  return (
    <Card>
      <CardHeader className="flex-row items-center justify-between gap-2">
        <CardTitle>{t('leadPage.page.details')}</CardTitle>
        {editing ? null : (
          <Button variant="outline" size="sm" onClick={() => setEditing(true)}>
            <PencilIcon aria-hidden /> {t('leadWork.edit.open')}
          </Button>
        )}
      </CardHeader>
      <CardContent className="space-y-4">
        <LeadWorkControls lead={lead} />
        {editing ? (
          <LeadEditForm
            lead={lead}
            onCancel={() => setEditing(false)}
            onSaved={() => {
              setEditing(false);
              toast({ title: t('leadWork.edit.saved'), variant: 'success' });
            }}
          />
        ) : null}
        <LeadFacts lead={lead} />
      </CardContent>
    </Card>
  );
}
