import type { CredentialState, SettableSource } from '@lead-manager/contracts/connections';
import type { TFunction } from 'i18next';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { errorText } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format-time';
import { toast } from '@/lib/toast-store';
import { useChangeCredentials } from '../api/connections';

/** When and by whom the credential in use was set, or that it comes from the server. */
function setLine(t: TFunction, state: CredentialState) {
  if (state.fromServerConfig) return t('connections.credential.fromServer');
  if (!state.set || !state.setAt) return t('connections.credential.notSet');
  const date = formatDateTime(state.setAt);
  const line = state.setBy
    ? t('connections.credential.setOn', { date, who: state.setBy })
    : t('connections.credential.setOnAnon', { date });
  return state.origin === 'group' ? `${line} · ${t('connections.credential.groupInUse')}` : line;
}

/**
 * One credential: never shown, only whether and when it was set; an admin replaces it (a password field, or the
 * site list for `origins`) or clears it.
 */
export function CredentialField({
  dealershipId,
  source,
  state,
  groupOnly,
  canEdit,
}: {
  dealershipId: number;
  source: SettableSource;
  state: CredentialState;
  groupOnly: boolean;
  canEdit: boolean;
}) {
  const { t } = useTranslation();
  const id = useId();
  const { set, clear } = useChangeCredentials(dealershipId);
  const [editing, setEditing] = useState(false);
  const [value, setValue] = useState('');
  const [forGroup, setForGroup] = useState(groupOnly);
  const [confirming, setConfirming] = useState(false);
  const isOrigins = state.field === 'origins';
  // The e-mail rows' `secret` is SendGrid's (their `signingKey` is Mailgun's).
  const isSendGrid = state.field === 'secret' && (source === 'email' || source === 'adf-email');
  const label = t(`connections.fields.${isSendGrid ? 'sendgridSecret' : state.field}`);
  const scope = forGroup || groupOnly ? 'group' : 'store';
  const ownScope = groupOnly || (state.groupSet && !state.storeSet) ? 'group' : 'store';

  const save = () =>
    set.mutate(
      {
        source,
        body: {
          credentials: { [state.field]: isOrigins ? value.split(/[\s,]+/).filter(Boolean) : value },
          scope,
        },
      },
      {
        onSuccess: () => {
          setEditing(false);
          setValue('');
          toast({ title: t('connections.credential.saved'), variant: 'success' });
        },
        onError: (error) =>
          toast({
            title: t('connections.credential.couldNotSave'),
            description: errorText(error),
            variant: 'destructive',
          }),
      },
    );
  const onClear = () =>
    clear.mutate(
      { source, field: state.field, scope: ownScope },
      {
        onSuccess: () => {
          setConfirming(false);
          toast({ title: t('connections.credential.cleared') });
        },
        onError: (error) =>
          toast({
            title: t('connections.credential.couldNotSave'),
            description: errorText(error),
            variant: 'destructive',
          }),
      },
    );

  return (
    <div className="space-y-2 rounded-md border p-3" data-testid={`credential-${source}-${state.field}`}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="min-w-0">
          <p className="text-sm font-medium">{label}</p>
          <p className="text-xs text-muted-foreground">{setLine(t, state)}</p>
          {isOrigins && state.values?.length ? (
            <ul className="mt-1 text-xs break-all">
              {state.values.map((origin) => (
                <li key={origin}>
                  <code>{origin}</code>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
        {canEdit && !editing && !state.fromServerConfig ? (
          <div className="flex gap-2">
            <Button type="button" size="sm" variant="outline" onClick={() => setEditing(true)}>
              {state.storeSet || state.groupSet
                ? t('connections.credential.replace')
                : t('connections.credential.set')}
            </Button>
            {state.storeSet || state.groupSet ? (
              <Button type="button" size="sm" variant="outline" onClick={() => setConfirming(true)}>
                {t('connections.credential.clear')}
              </Button>
            ) : null}
          </div>
        ) : null}
      </div>
      {editing ? (
        <form
          className="space-y-2"
          onSubmit={(event) => {
            event.preventDefault();
            save();
          }}
        >
          <Label htmlFor={id} className="sr-only">
            {label}
          </Label>
          {isOrigins ? (
            <Textarea
              id={id}
              value={value}
              onChange={(e) => setValue(e.target.value)}
              placeholder={t('connections.credential.originsHint')}
              rows={3}
            />
          ) : (
            <Input
              id={id}
              type="password"
              autoComplete="new-password"
              value={value}
              onChange={(e) => setValue(e.target.value)}
            />
          )}
          {!groupOnly ? (
            <label className="flex items-center gap-2 text-xs">
              <input type="checkbox" checked={forGroup} onChange={(e) => setForGroup(e.target.checked)} />
              {t('connections.credential.forGroup')}
            </label>
          ) : null}
          <div className="flex gap-2">
            <Button type="submit" size="sm" disabled={!value.trim() || set.isPending}>
              {t('connections.credential.save')}
            </Button>
            <Button type="button" size="sm" variant="ghost" onClick={() => setEditing(false)}>
              {t('connections.credential.cancel')}
            </Button>
          </div>
        </form>
      ) : null}
      <ConfirmDialog
        open={confirming}
        onCancel={() => setConfirming(false)}
        onConfirm={onClear}
        title={t('connections.credential.clear')}
        description={t('connections.credential.clearConfirm', { field: label })}
        cancelLabel={t('connections.credential.cancel')}
        confirmLabel={t('connections.credential.clear')}
        pending={clear.isPending}
      />
    </div>
  );
}
