import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { errorText } from '@/lib/api-client';
import { useSetFeedUrl } from '../api/set-feed-url';

/** Admins: the address the server fetches the store's feed from on a schedule (empty for none). */
export function FeedUrlForm({ dealershipId, url }: { dealershipId: number; url: string | null }) {
  const { t } = useTranslation();
  const [value, setValue] = useState(url ?? '');
  const save = useSetFeedUrl(dealershipId);
  return (
    <form
      className="space-y-1.5"
      onSubmit={(e) => {
        e.preventDefault();
        save.mutate(value.trim() || null);
      }}
    >
      <Label htmlFor="feed-url">{t('inventory.feedUrl.label')}</Label>
      <div className="flex gap-2">
        <Input
          id="feed-url"
          type="url"
          placeholder={t('inventory.feedUrl.placeholder')}
          value={value}
          onChange={(e) => setValue(e.target.value)}
        />
        <Button type="submit" disabled={save.isPending}>
          {t('inventory.feedUrl.save')}
        </Button>
      </div>
      {save.isError ? (
        <p className="text-sm text-destructive" role="alert">
          {errorText(save.error)}
        </p>
      ) : (
        <p className="text-xs text-muted-foreground">{t('inventory.feedUrl.hint')}</p>
      )}
    </form>
  );
}
