import type { Lead, LeadLanguage, UpdateLead } from '@lead-manager/contracts/leads';
import { useTranslation } from 'react-i18next';
import { PersonOption } from '@/components/initials-avatar';
import { LeadLanguageBadge } from '@/components/lead-language-badge';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { errorText } from '@/lib/api-client';
import { changeOf, choiceLabel, choiceOf, STATUS_CHOICES } from '@/lib/lead-status';
import { useStoreMembers } from '../api/get-store-members';
import { useUpdateLead } from '../api/update-lead';

const UNASSIGNED = 'none';

/**
 * Status along the funnel and the owner, changed from the lead's details (PATCH /api/leads/{id}); `onSaved` hands the
 * saved lead to the dialog so everything it shows agrees.
 */
export function LeadWorkControls({ lead, onSaved }: { lead: Lead; onSaved?: (lead: Lead) => void }) {
  const { t } = useTranslation();
  const update = useUpdateLead();
  const save = (patch: Omit<UpdateLead, 'id'>) =>
    update.mutate({ id: lead.id, ...patch }, { onSuccess: (saved) => onSaved?.(saved) });
  const members = useStoreMembers(lead.dealershipId);
  const shown = update.data?.id === lead.id ? update.data : lead;
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <div className="grid min-w-0 gap-1 text-sm">
        <label htmlFor={`lead-status-${lead.id}`} className="text-muted-foreground">
          {t('leads.leadWorkControls.status')}
        </label>
        <Select value={choiceOf(shown)} onValueChange={(choice) => save(changeOf(choice))}>
          <SelectTrigger id={`lead-status-${lead.id}`} className="h-9">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {STATUS_CHOICES.map((choice) => (
              <SelectItem key={choice} value={choice}>
                {choiceLabel(choice)}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
      <div className="grid min-w-0 gap-1 text-sm">
        <label htmlFor={`lead-owner-${lead.id}`} className="text-muted-foreground">
          {t('leads.leadWorkControls.owner')}
        </label>
        <Select
          value={shown.assignedUserId ? String(shown.assignedUserId) : UNASSIGNED}
          onValueChange={(value) => save({ assignedUserId: value === UNASSIGNED ? null : Number(value) })}
        >
          <SelectTrigger id={`lead-owner-${lead.id}`} className="h-9">
            <SelectValue placeholder={t('leads.leadWorkControls.unassigned')} />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value={UNASSIGNED}>{t('leads.leadWorkControls.unassigned')}</SelectItem>
            {(members.data ?? []).map((m) => (
              <SelectItem key={m.id} value={String(m.id)}>
                <PersonOption
                  id={m.id}
                  name={m.name}
                  label={m.available ? t('leads.leadWorkControls.onTheFloor', { name: m.name }) : m.name}
                />
              </SelectItem>
            ))}
            {shown.assignedUserId && !members.data?.some((m) => m.id === shown.assignedUserId) ? (
              <SelectItem value={String(shown.assignedUserId)}>
                <PersonOption
                  id={shown.assignedUserId}
                  name={shown.assignedUserName ?? ''}
                  label={shown.assignedUserName ?? t('leads.leadWorkControls.owner')}
                />
              </SelectItem>
            ) : null}
          </SelectContent>
        </Select>
      </div>
      <div className="grid min-w-0 gap-1 text-sm">
        <span className="flex items-center gap-2">
          <label htmlFor={`lead-language-${lead.id}`} className="text-muted-foreground">
            {t('leadLanguage.label')}
          </label>
          <LeadLanguageBadge language={shown.language} />
        </span>
        <Select
          value={shown.language}
          onValueChange={(language) => save({ language: language as LeadLanguage })}
        >
          <SelectTrigger id={`lead-language-${lead.id}`} className="h-9">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value="en" lang="en">
              {t('leadLanguage.names.en')}
            </SelectItem>
            <SelectItem value="es" lang="es">
              {t('leadLanguage.names.es')}
            </SelectItem>
            <SelectItem value="fr" lang="fr">
              {t('leadLanguage.names.fr')}
            </SelectItem>
          </SelectContent>
        </Select>
      </div>
      {update.isError ? (
        <p role="alert" className="text-sm text-destructive sm:col-span-2">
          {errorText(update.error)}
        </p>
      ) : null}
    </div>
  );
}
