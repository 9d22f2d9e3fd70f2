import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { errorText } from '@/lib/api-client';
import { useForgotPassword } from '../api/forgot-password';

/** "Forgot password?" under the sign-in form: asks for a reset link by e-mail. */
export function ForgotPassword() {
  const { t } = useTranslation();
  const request = useForgotPassword();
  const [open, setOpen] = useState(false);
  const [email, setEmail] = useState('');

  if (!open)
    return (
      <Button variant="link" className="w-full" onClick={() => setOpen(true)}>
        {t('auth.forgotPassword.forgotPassword')}
      </Button>
    );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (email.trim()) request.mutate(email.trim());
  };

  return (
    <form onSubmit={submit} className="mt-4 space-y-3 border-t pt-4" noValidate>
      {request.isSuccess ? (
        <p role="status" className="text-sm">
          {t('auth.forgotPassword.ifAnAccountUsesThis')}
        </p>
      ) : (
        <>
          <div className="space-y-2">
            <Label htmlFor="forgot-email">{t('auth.forgotPassword.emailForTheResetLink')}</Label>
            <Input
              id="forgot-email"
              type="email"
              autoComplete="username"
              value={email}
              onChange={(e) => setEmail(e.target.value)}
            />
          </div>
          {request.isError ? (
            <p role="alert" className="text-xs font-medium text-destructive">
              {errorText(request.error)}
            </p>
          ) : null}
          <Button type="submit" variant="outline" className="w-full" disabled={request.isPending}>
            {t('auth.forgotPassword.sendResetLink')}
          </Button>
        </>
      )}
    </form>
  );
}
