import type { ApiKeyAccess } from '@lead-manager/contracts/api-keys';
import type { Dealership } from '@lead-manager/contracts/dealerships';
import { KeyRoundIcon } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SecretOnceDialog } from '@/components/secret-once-dialog';
import { Button } from '@/components/ui/button';
import { DialogFooter } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { FieldError, Label } from '@/components/ui/label';
import { StoreCheckboxes } from '@/features/users/components/member-fields';
import { errorText } from '@/lib/api-client';
import { useCreateApiKey } from '../api/api-keys';

/** Makes a key: a name, its stores (none ticked: every store) and read or write; then shows the key once. */
export function CreateApiKeyDialog({ dealerships }: { dealerships: Dealership[] }) {
  const { t } = useTranslation();
  const create = useCreateApiKey();
  const [name, setName] = useState('');
  const [stores, setStores] = useState<number[]>([]);
  const [access, setAccess] = useState<ApiKeyAccess>('read');
  const [error, setError] = useState<string | null>(null);
  const [key, setKey] = useState<string | null>(null);

  const reset = () => {
    setName('');
    setStores([]);
    setAccess('read');
    setError(null);
    setKey(null);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate(
      { name, dealershipIds: stores.length ? stores : null, access },
      { onSuccess: (created) => setKey(created.key), onError: (e) => setError(errorText(e)) },
    );
  };

  return (
    <SecretOnceDialog
      onOpen={reset}
      trigger={
        <Button variant="outline">
          <KeyRoundIcon className="size-4" aria-hidden /> {t('apiKeys.create.open')}
        </Button>
      }
      title={t('apiKeys.create.title')}
      description={t('apiKeys.create.description')}
      secret={key}
      texts={{
        shownOnce: t('apiKeys.create.shownOnce'),
        label: t('apiKeys.create.theKey'),
        done: t('apiKeys.create.done'),
      }}
    >
      <form onSubmit={submit} className="space-y-4" noValidate>
        <div className="space-y-1.5">
          <Label htmlFor="api-key-name">{t('apiKeys.create.name')}</Label>
          <Input
            id="api-key-name"
            value={name}
            onChange={(e) => setName(e.target.value)}
            autoComplete="off"
          />
        </div>
        <StoreCheckboxes dealerships={dealerships} value={stores} onChange={setStores} />
        <p className="text-xs text-muted-foreground">{t('apiKeys.create.noStoreMeansAll')}</p>
        <fieldset className="space-y-1.5">
          <legend className="text-sm font-medium">{t('apiKeys.create.access')}</legend>
          <div className="flex flex-wrap gap-4">
            {(['read', 'write'] as const).map((option) => (
              <label key={option} className="flex items-center gap-2 text-sm">
                <input
                  type="radio"
                  name="api-key-access"
                  checked={access === option}
                  onChange={() => setAccess(option)}
                />
                {t(`apiKeys.access.${option}`)}
              </label>
            ))}
          </div>
        </fieldset>
        <FieldError message={error ?? undefined} />
        <DialogFooter>
          <Button type="submit" disabled={create.isPending}>
            {t('apiKeys.create.submit')}
          </Button>
        </DialogFooter>
      </form>
    </SecretOnceDialog>
  );
}
