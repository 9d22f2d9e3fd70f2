import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { errorText } from '@/lib/api-client';
import { useForgotPassword } from '../api/forgot-password';

/** "Forgot password?" under the sign-in form: asks for a reset link by e-mail. */
export function ForgotPassword() {
  const request = useForgotPassword();
  const [open, setOpen] = useState(false);
  const [email, setEmail] = useState('');

  if (!open)
    return (
      <Button variant="link" className="w-full" onClick={() => setOpen(true)}>
        Forgot password?
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
          If an account uses this address, an e-mail with a link to choose a new password is on its way.
        </p>
      ) : (
        <>
          <div className="space-y-2">
            <Label htmlFor="forgot-email">Email for the reset link</Label>
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
            Send Reset Link
          </Button>
        </>
      )}
    </form>
  );
}
