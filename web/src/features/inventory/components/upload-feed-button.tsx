import { UploadIcon } from 'lucide-react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { errorText } from '@/lib/api-client';
import { useUploadFeed } from '../api/upload-feed';

/** Picks a CSV file and uploads it as the store's new stock; what it did shows in the feed status. */
export function UploadFeedButton({ dealershipId }: { dealershipId: number }) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadFeed(dealershipId);
  const onFile = async (file: File | undefined) => {
    if (!file) return;
    upload.mutate(await file.text(), {
      onSettled: () => {
        if (input.current) input.current.value = '';
      },
    });
  };
  return (
    <div className="space-y-1">
      <input
        ref={input}
        type="file"
        accept=".csv,.tsv,.txt,text/csv"
        className="sr-only"
        aria-label={t('inventory.upload.file')}
        onChange={(e) => void onFile(e.target.files?.[0])}
      />
      <Button variant="outline" disabled={upload.isPending} onClick={() => input.current?.click()}>
        <UploadIcon className="size-4" aria-hidden /> {t('inventory.upload.button')}
      </Button>
      {upload.isError ? (
        <p className="text-sm text-destructive" role="alert">
          {errorText(upload.error)}
        </p>
      ) : null}
    </div>
  );
}
