import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { answerDiscardQuestion } from '@/lib/unsaved-changes';

/** "Discard unsaved changes?": asked when leaving a form with edits not saved. Closing it keeps editing. */
export default function DiscardChangesDialog({ open }: { open: boolean }) {
  const { t } = useTranslation();
  return (
    <ConfirmDialog
      open={open}
      onCancel={() => answerDiscardQuestion(false)}
      onConfirm={() => answerDiscardQuestion(true)}
      title={t('common.unsavedChanges.title')}
      description={t('common.unsavedChanges.description')}
      cancelLabel={t('common.unsavedChanges.keepEditing')}
      confirmLabel={t('common.unsavedChanges.discard')}
    />
  );
}
