import { CircleAlertIcon, LoaderCircleIcon } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { ApiError, errorText } from '@/lib/api-client';
import { useLogin } from '../api/login';

function failureText(error: unknown) {
  if (error instanceof ApiError && error.status === 401)
    return 'Incorrect email or password. Please try again.';
  if (error instanceof ApiError && error.status === 429)
    return 'Too many attempts. Please wait a minute and try again.';
  if (error instanceof TypeError) return 'Cannot reach the server. Check your connection and try again.';
  return errorText(error);
}

export function SignInForm() {
  const login = useLogin();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [missing, setMissing] = useState<string | null>(null);
  const errorId = useId();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!email.trim() || !password) {
      setMissing('Enter your email and password.');
      return;
    }
    setMissing(null);
    login.mutate({ email: email.trim(), password });
  };

  const message = missing ?? (login.isError ? failureText(login.error) : null);

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
        <Label htmlFor="sign-in-email">Email</Label>
        <Input
          id="sign-in-email"
          type="email"
          autoComplete="username"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          placeholder="you@dealership.com"
          required
          aria-invalid={message ? true : undefined}
        />
      </div>
      <div className="space-y-2">
        <Label htmlFor="sign-in-password">Password</Label>
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
        Sign in
      </Button>
    </form>
  );
}
