import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { answerDiscardQuestion } from '@/lib/unsaved-changes';

/** "Discard unsaved changes?": asked when leaving a form with edits not saved. Closing it keeps editing. */
export default function DiscardChangesDialog({ open }: { open: boolean }) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onOpenChange={(next) => (next ? undefined : answerDiscardQuestion(false))}>
      <DialogContent className="max-w-md">
        <DialogHeader>
          <DialogTitle>{t('common.unsavedChanges.title')}</DialogTitle>
          <DialogDescription>{t('common.unsavedChanges.description')}</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" onClick={() => answerDiscardQuestion(false)}>
            {t('common.unsavedChanges.keepEditing')}
          </Button>
          <Button variant="destructive" onClick={() => answerDiscardQuestion(true)}>
            {t('common.unsavedChanges.discard')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
