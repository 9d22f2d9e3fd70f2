import { Label as LabelPrimitive } from 'radix-ui';
import type * as React from 'react';
import { useTranslation } from 'react-i18next';
import { translateValidation } from '@/i18n/validation';
import { cn } from '@/lib/utils';

export function Label({ className, ...props }: React.ComponentProps<typeof LabelPrimitive.Root>) {
  return (
    <LabelPrimitive.Root
      className={cn('text-sm font-medium leading-none text-foreground select-none', className)}
      {...props}
    />
  );
}

export function FieldError({ id, message }: { id?: string; message?: string }) {
  // Re-renders when the language changes.
  useTranslation();
  if (!message) return null;
  return (
    <p id={id} role="alert" className="text-xs font-medium text-destructive">
      {translateValidation(message)}
    </p>
  );
}
