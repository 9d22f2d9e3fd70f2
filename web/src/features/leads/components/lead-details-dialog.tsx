import type { Lead } from '@lead-manager/contracts/leads';
import { CalendarPlusIcon, MessageCircleIcon, PencilIcon, Trash2Icon } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { InitialsAvatar } from '@/components/initials-avatar';
import { LeadPageLink } from '@/components/lead-page-link';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { errorText } from '@/lib/api-client';
import { toast } from '@/lib/toast-store';
import { guardClose, guardLeave } from '@/lib/unsaved-changes';
import { useDeleteLead } from '../api/delete-lead';
import { LeadEditForm } from './lead-edit-form';
import { LeadFacts } from './lead-facts';
import { LeadTimeline } from './lead-timeline';
import { LeadWorkControls } from './lead-work-controls';
import { TestLeadBadge } from './test-lead-badge';

function LeadDetailsDialog({
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
          <div>
            <LeadPageLink
              leadId={lead.id}
              onNavigate={() => guardLeave(unsaved, () => onOpenChange(false))}
            />
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
          <div className="flex flex-wrap justify-end gap-2">
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
        <LeadFacts lead={lead} />
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
