import { LoaderCircleIcon, ShieldIcon } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { FieldError, Label } from '@/components/ui/label';
import { ApiError, errorText } from '@/lib/api-client';
import { toast } from '@/lib/toast-store';
import { useChangePassword } from '../api/change-password';

/** Security block. Not a nested <form>: it sits inside the settings form, so it submits on its own button. */
export function ChangePasswordCard() {
  const { t } = useTranslation();
  const change = useChangePassword();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [confirm, setConfirm] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = () => {
    if (!current || !next || !confirm) return setError(t('users.changePassword.fillInAllThreePassword'));
    if (next.length < 8) return setError(t('users.changePassword.theNewPasswordMustBe'));
    if (next !== confirm) return setError(t('users.changePassword.theNewPasswordsDoNot'));
    setError(null);
    change.mutate(
      { currentPassword: current, newPassword: next },
      {
        onSuccess: () => {
          setCurrent('');
          setNext('');
          setConfirm('');
          toast({
            title: t('users.changePassword.passwordChanged'),
            description: t('users.changePassword.useYourNewPasswordNext'),
            variant: 'success',
          });
        },
        onError: (e) =>
          setError(
            e instanceof ApiError && e.status === 401
              ? t('users.changePassword.theCurrentPasswordIsNot')
              : errorText(e),
          ),
      },
    );
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <ShieldIcon className="size-4" aria-hidden /> {t('users.changePassword.security')}
        </CardTitle>
        <CardDescription>{t('users.changePassword.changeThePasswordYouSign')}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-3">
          <div className="space-y-1.5">
            <Label htmlFor="current-password">{t('users.changePassword.currentPassword')}</Label>
            <Input
              id="current-password"
              type="password"
              autoComplete="current-password"
              value={current}
              onChange={(e) => setCurrent(e.target.value)}
            />
          </div>
          <div className="space-y-1.5">
            <Label htmlFor="new-password">{t('users.changePassword.newPassword')}</Label>
            <Input
              id="new-password"
              type="password"
              autoComplete="new-password"
              value={next}
              onChange={(e) => setNext(e.target.value)}
            />
          </div>
          <div className="space-y-1.5">
            <Label htmlFor="confirm-password">{t('users.changePassword.confirmPassword')}</Label>
            <Input
              id="confirm-password"
              type="password"
              autoComplete="new-password"
              value={confirm}
              onChange={(e) => setConfirm(e.target.value)}
            />
          </div>
        </div>
        <FieldError message={error ?? undefined} />
        <Button variant="outline" onClick={submit} disabled={change.isPending}>
          {change.isPending ? <LoaderCircleIcon className="animate-spin" aria-hidden /> : null}
          {t('users.changePassword.changePassword')}
        </Button>
      </CardContent>
    </Card>
  );
}
