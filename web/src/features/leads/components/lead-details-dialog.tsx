import type { Lead } from '@lead-manager/contracts/leads';
import { CalendarPlusIcon, MessageCircleIcon, PencilIcon, Trash2Icon } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { DealershipBadge } from '@/components/dealership-badge';
import { InitialsAvatar } from '@/components/initials-avatar';
import { PhoneNumber } from '@/components/phone-number';
import { SourceBadge } from '@/components/status-badge';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Progress } from '@/components/ui/progress';
import { errorText } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format';
import { toast } from '@/lib/toast-store';
import { guardClose, guardLeave } from '@/lib/unsaved-changes';
import { useDeleteLead } from '../api/delete-lead';
import { useLeadDetails } from '../api/get-lead';
import { LeadEditForm } from './lead-edit-form';
import { LeadTimeline } from './lead-timeline';
import { LeadWorkControls } from './lead-work-controls';
import { MatchedVehicle } from './matched-vehicle';
import { scoreReasonLine } from './score-reason-line';
import { TestLeadBadge } from './test-lead-badge';

export function LeadDetailsDialog({
  lead: opened,
  open,
  onOpenChange,
  onStartConversation,
  onSchedule,
  canDelete = false,
}: {
  lead: Lead;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onStartConversation: (lead: Lead) => void;
  onSchedule: (lead: Lead) => void;
  /** Admins delete leads (the server refuses everyone else). */
  canDelete?: boolean;
}) {
  // The lead as last saved from this dialog (the opener's copy does not follow edits).
  const [saved, setSaved] = useState<Lead | null>(null);
  const lead = saved?.id === opened.id ? saved : opened;
  const [editing, setEditing] = useState(false);
  const [editDirty, setEditDirty] = useState(false);
  const { t } = useTranslation();
  const remove = useDeleteLead();
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const deleteLead = () => {
    setConfirmingDelete(false);
    remove.mutate(lead.id, {
      onSuccess: () => {
        toast({
          title: t('leadWork.delete.done'),
          description: t('leadWork.delete.doneDescription', { name: lead.name }),
          variant: 'success',
        });
        onOpenChange(false);
      },
      onError: (error) =>
        toast({ title: t('leadWork.delete.failed'), description: errorText(error), variant: 'destructive' }),
    });
  };
  const matched = useLeadDetails(lead.id).data?.matchedVehicle;
  const rows: [string, ReactNode][] = [
    [t('leads.leadDetailsDialog.email'), lead.email ?? t('leads.leadDetailsDialog.noEmail')],
    [
      t('leads.leadDetailsDialog.phone'),
      <PhoneNumber key="phone" phone={lead.phone} fallback={t('leads.leadDetailsDialog.noPhone')} />,
    ],
    [t('leads.leadDetailsDialog.owner'), lead.assignedUserName ?? t('leads.leadDetailsDialog.unassigned')],
    [
      t('leads.leadDetailsDialog.vehicleInterest'),
      lead.vehicleInterest ?? t('leads.leadDetailsDialog.notSpecified'),
    ],
    ...(matched
      ? [
          [t('leads.leadDetailsDialog.inStock'), <MatchedVehicle key="unit" vehicle={matched} />] as [
            string,
            ReactNode,
          ],
        ]
      : []),
    [t('leads.leadDetailsDialog.source'), <SourceBadge key="src" source={lead.source} />],
    [t('leads.leadDetailsDialog.dealership'), <DealershipBadge key="d" dealershipId={lead.dealershipId} />],
    [t('leads.leadDetailsDialog.created'), formatDateTime(lead.createdAt)],
  ];
  const unsaved = editing && editDirty;
  return (
    <Dialog open={open} onOpenChange={guardClose(unsaved, onOpenChange)}>
      <DialogContent className="max-w-md">
        <DialogHeader>
          <div className="flex items-center gap-3">
            <InitialsAvatar id={lead.id} name={lead.name} className="size-12 text-base" />
            <div className="min-w-0">
              <DialogTitle className="flex items-center gap-2 truncate">
                <span className="truncate">{lead.name}</span>
                <TestLeadBadge isTest={lead.isTest} />
              </DialogTitle>
              <DialogDescription>{t('leads.leadDetailsDialog.leadDetails')}</DialogDescription>
            </div>
          </div>
        </DialogHeader>
        <LeadWorkControls lead={lead} onSaved={setSaved} />
        {editing ? (
          <LeadEditForm
            lead={lead}
            onCancel={() => setEditing(false)}
            onDirtyChange={setEditDirty}
            onSaved={(next) => {
              setSaved(next);
              setEditing(false);
              toast({ title: t('leadWork.edit.saved'), variant: 'success' });
            }}
          />
        ) : (
          <div className="flex justify-end gap-2">
            <Button variant="outline" size="sm" onClick={() => setEditing(true)}>
              <PencilIcon aria-hidden /> {t('leadWork.edit.open')}
            </Button>
            {canDelete ? (
              <Button
                variant="outline"
                size="sm"
                onClick={() => setConfirmingDelete(true)}
                disabled={remove.isPending}
              >
                <Trash2Icon aria-hidden /> {t('leadWork.delete.open')}
              </Button>
            ) : null}
          </div>
        )}
        <dl className="divide-y rounded-lg border text-sm">
          {rows.map(([label, value]) => (
            <div key={label} className="flex items-center justify-between gap-4 px-3 py-2.5">
              <dt className="text-muted-foreground">{label}</dt>
              {/* Long values (a vehicle, an address) wrap: nothing is cut without a way to read it. */}
              <dd className="min-w-0 text-right font-medium break-words">{value}</dd>
            </div>
          ))}
          <div className="space-y-2 px-3 py-2.5">
            <div className="flex items-center justify-between">
              <dt className="text-muted-foreground" id={`score-${lead.id}`}>
                {t('leads.leadDetailsDialog.score')}
              </dt>
              <dd className="font-medium">{lead.score}%</dd>
            </div>
            <Progress value={lead.score} aria-labelledby={`score-${lead.id}`} />
            {lead.scoreReasons.length > 0 ? (
              <ul
                aria-label={t('leads.leadDetailsDialog.whyThisScore')}
                className="list-disc space-y-0.5 pl-5 text-xs text-muted-foreground"
              >
                {lead.scoreReasons.map((reason) => (
                  <li key={reason.code}>{scoreReasonLine(reason, t)}</li>
                ))}
              </ul>
            ) : null}
          </div>
          {lead.notes ? (
            <div className="px-3 py-2.5">
              <dt className="text-muted-foreground">{t('leads.leadDetailsDialog.notes')}</dt>
              <dd className="mt-1 whitespace-pre-wrap">{lead.notes}</dd>
            </div>
          ) : null}
        </dl>
        <ConfirmDialog
          open={confirmingDelete}
          onCancel={() => setConfirmingDelete(false)}
          onConfirm={deleteLead}
          title={t('leadWork.delete.title', { name: lead.name })}
          description={t('leadWork.delete.consequence')}
          cancelLabel={t('leadWork.delete.keep')}
          confirmLabel={t('leadWork.delete.open')}
        />
        <LeadTimeline leadId={lead.id} />
        <DialogFooter>
          <Button variant="outline" onClick={() => guardLeave(unsaved, () => onSchedule(lead))}>
            <CalendarPlusIcon aria-hidden /> {t('leads.leadDetailsDialog.scheduleAppointment')}
          </Button>
          <Button onClick={() => guardLeave(unsaved, () => onStartConversation(lead))}>
            <MessageCircleIcon aria-hidden /> {t('leads.leadDetailsDialog.startConversation')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

export default LeadDetailsDialog;
