import { LoaderCircleIcon, SaveIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useUnsavedChanges } from '@/lib/unsaved-changes';
import { Button } from './ui/button';

/** Cancel (back to the saved values) and Save, at the foot of a settings form; leaving it unsaved asks first. */
export function FormActions({
  saveLabel,
  pending,
  dirty,
  onCancel,
}: {
  saveLabel: string;
  pending: boolean;
  dirty: boolean;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  useUnsavedChanges(dirty);
  return (
    <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
      <Button type="button" variant="outline" onClick={onCancel} disabled={!dirty || pending}>
        {t('common.formActions.cancel')}
      </Button>
      <Button type="submit" disabled={pending}>
        {pending ? <LoaderCircleIcon className="animate-spin" aria-hidden /> : <SaveIcon aria-hidden />}
        {saveLabel}
      </Button>
    </div>
  );
}
