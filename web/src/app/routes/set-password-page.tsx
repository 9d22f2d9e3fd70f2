import { KeyRoundIcon } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { FieldError, Label } from '@/components/ui/label';
import { useSetPassword } from '@/features/auth/api/set-password';
import { ApiError, errorText } from '@/lib/api-client';

/** Public page of the one-time link (/set-password?token=…): an invitation or a reset sets the password here. */
export default function SetPasswordPage() {
  const { t } = useTranslation();
  const token = new URLSearchParams(window.location.search).get('token') ?? '';
  const save = useSetPassword();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [error, setError] = useState<string | null>(token ? null : t('pages.setPassword.linkIncomplete'));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (password.length < 8) return setError(t('pages.setPassword.thePasswordMustBeAt'));
    if (password !== confirm) return setError(t('pages.setPassword.thePasswordsDoNotMatch'));
    setError(null);
    save.mutate(
      { token, password },
      {
        onError: (e) =>
          setError(
            e instanceof ApiError && e.status === 400 && /token/.test(e.message)
              ? t('pages.setPassword.thisLinkHasBeenUsed')
              : errorText(e),
          ),
      },
    );
  };

  return (
    <main className="flex min-h-screen items-center justify-center bg-background p-4">
      <Card className="w-full max-w-sm">
        <CardHeader>
          <CardTitle className="flex items-center gap-2">
            <KeyRoundIcon className="size-5" aria-hidden /> {t('pages.setPassword.chooseYourPassword')}
          </CardTitle>
          <CardDescription>{t('pages.setPassword.leadManager')}</CardDescription>
        </CardHeader>
        <CardContent>
          {save.isSuccess ? (
            <div className="space-y-4">
              <p role="status">{t('pages.setPassword.yourPasswordIsSetYou')}</p>
              <Button asChild className="w-full">
                <a href="/">{t('pages.setPassword.signIn')}</a>
              </Button>
            </div>
          ) : (
            <form onSubmit={submit} className="space-y-4" noValidate>
              <div className="space-y-1.5">
                <Label htmlFor="set-password">{t('pages.setPassword.newPassword')}</Label>
                <Input
                  id="set-password"
                  type="password"
                  autoComplete="new-password"
                  value={password}
                  onChange={(e) => setPassword(e.target.value)}
                />
              </div>
              <div className="space-y-1.5">
                <Label htmlFor="set-password-confirm">{t('pages.setPassword.confirmPassword')}</Label>
                <Input
                  id="set-password-confirm"
                  type="password"
                  autoComplete="new-password"
                  value={confirm}
                  onChange={(e) => setConfirm(e.target.value)}
                />
              </div>
              <FieldError message={error ?? undefined} />
              <Button type="submit" className="w-full" disabled={!token || save.isPending}>
                {t('pages.setPassword.setPassword')}
              </Button>
            </form>
          )}
        </CardContent>
      </Card>
    </main>
  );
}
