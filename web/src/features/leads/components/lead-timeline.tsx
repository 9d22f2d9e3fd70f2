import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Textarea } from '@/components/ui/textarea';
import { errorText } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format';
import { useAddLeadNote, useLeadActivity } from '../api/lead-activity';
import { activityLine } from './lead-activity-line';

/** A note box and the lead's timeline, newest first. */
export function LeadTimeline({ leadId }: { leadId: number }) {
  const { t } = useTranslation();
  const activity = useLeadActivity(leadId);
  const addNote = useAddLeadNote(leadId);
  const [note, setNote] = useState('');
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    addNote.mutate({ body: note }, { onSuccess: () => setNote('') });
  };
  return (
    <section aria-label={t('leads.leadTimeline.activity')} className="space-y-2 text-sm">
      <form onSubmit={onSubmit} className="flex items-start gap-2">
        <Textarea
          aria-label={t('leads.leadTimeline.addANote')}
          placeholder={t('leads.leadTimeline.addANote')}
          value={note}
          rows={2}
          onChange={(e) => setNote(e.target.value)}
        />
        <Button type="submit" size="sm" disabled={!note.trim() || addNote.isPending}>
          {t('leads.leadTimeline.addNote')}
        </Button>
      </form>
      {addNote.isError ? (
        <p role="alert" className="text-destructive">
          {errorText(addNote.error)}
        </p>
      ) : null}
      <ol className="max-h-48 space-y-1.5 overflow-y-auto">
        {(activity.data ?? []).map((item) => (
          <li key={item.id} className="rounded border px-2 py-1">
            <p className="whitespace-pre-wrap">{activityLine(item, t)}</p>
            <p className="text-xs text-muted-foreground">
              {formatDateTime(item.at)}
              {item.actorName ? ` · ${item.actorName}` : ''}
            </p>
          </li>
        ))}
      </ol>
    </section>
  );
}
