import type { Lead } from '@lead-manager/contracts/leads';
import { createContext, lazy, type ReactNode, Suspense, useContext, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ScheduleVariant } from '@/features/appointments/components/schedule-appointment-dialog';
import { useMe } from '@/features/auth/api/get-me';
import { fetchLead } from '@/features/leads/api/get-lead';
import { useUpdateLead } from '@/features/leads/api/update-lead';
import { useDealershipFilter } from '@/hooks/use-dealership-filter';
import { withScreenTexts } from '@/i18n/i18n';
import { errorText } from '@/lib/api-client';
import { toast } from '@/lib/toast-store';

// The dialogs load on first use, keeping them out of the initial bundle.
const ConversationDialog = lazy(
  withScreenTexts(() => import('@/features/conversations/components/conversation-dialog')),
);
const LeadDetailsDialog = lazy(
  withScreenTexts(() => import('@/features/leads/components/lead-details-dialog')),
);
const ScheduleAppointmentDialog = lazy(
  withScreenTexts(() => import('@/features/appointments/components/schedule-appointment-dialog')),
);

type LeadActions = {
  openDetails: (lead: Lead) => void;
  /** Fetches the lead and opens it (a report's row carries only the id); false, after saying why, when it cannot. */
  openDetailsById: (id: number) => Promise<boolean>;
  openConversation: (lead: Lead) => void;
  openSchedule: (lead?: Lead | null, variant?: ScheduleVariant) => void;
  /** Marks the lead as a priority, or takes the mark off again. */
  togglePriority: (lead: Lead) => void;
  priorityPending: boolean;
};

const LeadActionsContext = createContext<LeadActions | null>(null);

export function useLeadActions() {
  const value = useContext(LeadActionsContext);
  if (!value) throw new Error('useLeadActions outside LeadActionsProvider');
  return value;
}

/**
 * Composes features that may not import each other (house rule 9): the lead details dialog,
 * the conversation dialog and the schedule dialog, opened from any screen.
 */
export function LeadActionsProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const { dealershipId } = useDealershipFilter();
  const { data: me } = useMe();
  const updateLead = useUpdateLead();
  const [details, setDetails] = useState<Lead | null>(null);
  const [conversation, setConversation] = useState<Lead | null>(null);
  const [schedule, setSchedule] = useState<{ open: boolean; lead: Lead | null; variant: ScheduleVariant }>({
    open: false,
    lead: null,
    variant: 'appointments',
  });
  const [loaded, setLoaded] = useState({ details: false, conversation: false, schedule: false });

  const actions = useMemo<LeadActions>(
    () => ({
      openDetails: (lead) => {
        setLoaded((l) => ({ ...l, details: true }));
        setDetails(lead);
      },
      openDetailsById: (id) =>
        fetchLead(id).then(
          (lead) => {
            setLoaded((l) => ({ ...l, details: true }));
            setDetails(lead);
            return true;
          },
          (error) => {
            toast({
              title: t('pages.leads.couldNotOpenTheLead'),
              description: errorText(error),
              variant: 'destructive',
            });
            return false;
          },
        ),
      openConversation: (lead) => {
        setLoaded((l) => ({ ...l, conversation: true }));
        setDetails(null);
        setConversation(lead);
      },
      openSchedule: (lead = null, variant = 'appointments') => {
        setLoaded((l) => ({ ...l, schedule: true }));
        setDetails(null);
        setConversation(null);
        setSchedule({ open: true, lead, variant });
      },
      togglePriority: (lead) =>
        updateLead.mutate(
          { id: lead.id, priority: !lead.priority },
          {
            onSuccess: (saved) => {
              toast(
                saved.priority
                  ? {
                      title: t('shell.leadActions.markedAsPriority'),
                      description: t('shell.leadActions.isNowAPriorityLead', { name: saved.name }),
                      variant: 'success',
                    }
                  : {
                      title: t('shell.leadActions.priorityRemoved'),
                      description: t('shell.leadActions.noLongerPriority', { name: saved.name }),
                    },
              );
              setConversation((current) => (current && current.id === saved.id ? saved : current));
            },
            onError: (error) =>
              toast({
                title: t('shell.leadActions.couldNotChangePriority'),
                description: errorText(error),
                variant: 'destructive',
              }),
          },
        ),
      priorityPending: updateLead.isPending,
    }),
    [updateLead.mutate, updateLead.isPending, t],
  );

  return (
    <LeadActionsContext.Provider value={actions}>
      {children}
      <Suspense fallback={null}>
        {loaded.details && details ? (
          <LeadDetailsDialog
            key={details.id}
            lead={details}
            open={details !== null}
            onOpenChange={(open) => !open && setDetails(null)}
            onStartConversation={actions.openConversation}
            onSchedule={(lead) => actions.openSchedule(lead)}
            canDelete={me?.role === 'admin'}
          />
        ) : null}
        {loaded.conversation && conversation ? (
          <ConversationDialog
            key={conversation.id}
            lead={conversation}
            open={conversation !== null}
            onOpenChange={(open) => !open && setConversation(null)}
            onSchedule={(lead) => actions.openSchedule(lead)}
            onMarkPriority={actions.togglePriority}
            priorityPending={actions.priorityPending}
          />
        ) : null}
        {loaded.schedule ? (
          <ScheduleAppointmentDialog
            open={schedule.open}
            onOpenChange={(open) => setSchedule((s) => ({ ...s, open }))}
            variant={schedule.variant}
            initialLead={schedule.lead}
            dealershipFilter={dealershipId}
          />
        ) : null}
      </Suspense>
    </LeadActionsContext.Provider>
  );
}
