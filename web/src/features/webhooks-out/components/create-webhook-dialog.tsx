import type { Dealership } from '@lead-manager/contracts/dealerships';
import { WEBHOOK_EVENT_TYPES, type WebhookEventType } from '@lead-manager/contracts/webhooks';
import { PlusIcon } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DealershipPicker } from '@/components/dealership-picker';
import { SecretOnceDialog } from '@/components/secret-once-dialog';
import { Button } from '@/components/ui/button';
import { DialogFooter } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { FieldError, Label } from '@/components/ui/label';
import { errorText } from '@/lib/api-client';
import { useCreateWebhookEndpoint } from '../api/webhook-endpoints';

/** Adds an endpoint: its URL, its store and the events it hears; then shows the signing secret once. */
export function CreateWebhookDialog({ dealerships }: { dealerships: Dealership[] }) {
  const { t } = useTranslation();
  const create = useCreateWebhookEndpoint();
  const [url, setUrl] = useState('');
  const [store, setStore] = useState<number | undefined>(undefined);
  const [events, setEvents] = useState<WebhookEventType[]>([...WEBHOOK_EVENT_TYPES]);
  const [error, setError] = useState<string | null>(null);
  const [secret, setSecret] = useState<string | null>(null);

  const reset = () => {
    setUrl('');
    setStore(dealerships.length === 1 ? dealerships[0]?.id : undefined);
    setEvents([...WEBHOOK_EVENT_TYPES]);
    setError(null);
    setSecret(null);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (store === undefined) return setError(t('webhooksOut.create.chooseStore'));
    create.mutate(
      { dealershipId: store, url: url.trim(), events },
      { onSuccess: (created) => setSecret(created.secret), onError: (e) => setError(errorText(e)) },
    );
  };

  const toggle = (type: WebhookEventType, on: boolean) =>
    setEvents((current) => (on ? [...current, type] : current.filter((t) => t !== type)));

  return (
    <SecretOnceDialog
      onOpen={reset}
      trigger={
        <Button>
          <PlusIcon className="size-4" aria-hidden /> {t('webhooksOut.create.open')}
        </Button>
      }
      title={t('webhooksOut.create.title')}
      description={t('webhooksOut.create.description')}
      secret={secret}
      texts={{
        shownOnce: t('webhooksOut.create.shownOnce'),
        label: t('webhooksOut.create.theSecret'),
        done: t('webhooksOut.create.done'),
      }}
    >
      <form onSubmit={submit} className="space-y-4" noValidate>
        <div className="space-y-1.5">
          <Label htmlFor="webhook-url">{t('webhooksOut.create.url')}</Label>
          <Input
            id="webhook-url"
            type="url"
            inputMode="url"
            placeholder={t('webhooksOut.create.urlPlaceholder')}
            value={url}
            onChange={(e) => setUrl(e.target.value)}
            autoComplete="off"
          />
        </div>
        <DealershipPicker
          name="webhook-store"
          dealerships={dealerships}
          isPending={false}
          value={store}
          onChange={setStore}
        />
        <fieldset className="space-y-1.5">
          <legend className="text-sm font-medium">{t('webhooksOut.create.events')}</legend>
          <div className="grid gap-2 sm:grid-cols-2">
            {WEBHOOK_EVENT_TYPES.map((type) => (
              <label key={type} className="flex items-center gap-2 text-sm">
                <input
                  type="checkbox"
                  checked={events.includes(type)}
                  onChange={(e) => toggle(type, e.target.checked)}
                />
                <code className="text-xs">{type}</code>
              </label>
            ))}
          </div>
        </fieldset>
        <FieldError message={error ?? undefined} />
        <DialogFooter>
          <Button type="submit" disabled={create.isPending}>
            {t('webhooksOut.create.submit')}
          </Button>
        </DialogFooter>
      </form>
    </SecretOnceDialog>
  );
}
