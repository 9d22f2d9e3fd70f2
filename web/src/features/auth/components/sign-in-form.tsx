import type { TFunction } from 'i18next';
import { CircleAlertIcon, LoaderCircleIcon } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { ApiError, errorText } from '@/lib/api-client';
import { useLogin } from '../api/login';

function failureText(error: unknown, t: TFunction) {
  if (error instanceof ApiError && error.status === 401) return t('auth.signInForm.wrongPassword');
  if (error instanceof ApiError && error.status === 429) return t('auth.signInForm.tooManyAttempts');
  if (error instanceof TypeError) return t('auth.signInForm.serverUnreachable');
  return errorText(error);
}

export function SignInForm() {
  const { t } = useTranslation();
  const login = useLogin();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [missing, setMissing] = useState<string | null>(null);
  const errorId = useId();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!email.trim() || !password) {
      setMissing(t('auth.signInForm.enterEmailAndPassword'));
      return;
    }
    setMissing(null);
    login.mutate({ email: email.trim(), password });
  };

  const message = missing ?? (login.isError ? failureText(login.error, t) : null);

  return (
    <form
      onSubmit={onSubmit}
      className="space-y-4"
      noValidate
      aria-describedby={message ? errorId : undefined}
    >
      {message ? (
        <div
          id={errorId}
          role="alert"
          className="flex items-start gap-2 rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800 dark:border-red-900 dark:bg-red-950 dark:text-red-200"
        >
          <CircleAlertIcon className="mt-0.5 size-4 shrink-0" aria-hidden />
          <span>{message}</span>
        </div>
      ) : null}
      <div className="space-y-2">
        <Label htmlFor="sign-in-email">{t('auth.signInForm.email')}</Label>
        <Input
          id="sign-in-email"
          type="email"
          autoComplete="username"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          placeholder={t('auth.signInForm.youDealershipCom')}
          required
          aria-invalid={message ? true : undefined}
        />
      </div>
      <div className="space-y-2">
        <Label htmlFor="sign-in-password">{t('auth.signInForm.password')}</Label>
        <Input
          id="sign-in-password"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          required
          aria-invalid={message ? true : undefined}
        />
      </div>
      <Button type="submit" className="w-full" size="lg" disabled={login.isPending}>
        {login.isPending ? <LoaderCircleIcon className="animate-spin" aria-hidden /> : null}
        {t('auth.signInForm.signIn')}
      </Button>
    </form>
  );
}
