import { Trash2Icon } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { errorText } from '@/lib/api-client';
import { toast } from '@/lib/toast-store';
import { useRemoveTestLeads } from '../api/remove-test-leads';

/** After trying the endpoints: removes the test leads they made, after saying what goes (managers and admins). */
export function RemoveTestLeadsCard() {
  const { t } = useTranslation();
  const remove = useRemoveTestLeads();
  const [asking, setAsking] = useState(false);
  const removeAll = () => {
    setAsking(false);
    remove.mutate(undefined, {
      onSuccess: ({ removed }) =>
        toast({
          title: t('leads.removeTestLeadsCard.removed', { count: removed }),
          description: t('leads.removeTestLeadsCard.leadsFromYourLeadSources'),
        }),
      onError: (error) =>
        toast({
          title: t('leads.removeTestLeadsCard.couldNotRemoveTheTest'),
          description: errorText(error),
          variant: 'destructive',
        }),
    });
  };
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('leads.removeTestLeadsCard.testLeads')}</CardTitle>
        <CardDescription>{t('leads.removeTestLeadsCard.eachTestAboveMakesA')}</CardDescription>
      </CardHeader>
      <CardContent>
        <Button variant="outline" disabled={remove.isPending} onClick={() => setAsking(true)}>
          <Trash2Icon className="size-4" aria-hidden /> {t('leads.removeTestLeadsCard.removeTestLeads')}
        </Button>
        <ConfirmDialog
          open={asking}
          onCancel={() => setAsking(false)}
          onConfirm={removeAll}
          title={t('leads.removeTestLeadsCard.confirmTitle')}
          description={t('leads.removeTestLeadsCard.confirmConsequence')}
          cancelLabel={t('leads.removeTestLeadsCard.keep')}
          confirmLabel={t('leads.removeTestLeadsCard.removeTestLeads')}
        />
      </CardContent>
    </Card>
  );
}
