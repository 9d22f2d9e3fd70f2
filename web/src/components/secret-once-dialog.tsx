import { type ReactNode, useState } from 'react';
import { OneTimeSecret } from '@/components/one-time-secret';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';

/**
 * A dialog that makes something with a secret (an API key, a webhook endpoint): its form, then, once made, the
 * secret shown this once (`secret` set) until Done closes it. `onOpen` empties the form, so each opening starts
 * afresh and never shows the previous secret.
 */
export function SecretOnceDialog({
  onOpen,
  trigger,
  title,
  description,
  secret,
  texts,
  children,
}: {
  onOpen: () => void;
  trigger: ReactNode;
  title: string;
  description: string;
  secret: string | null;
  texts: { shownOnce: string; label: string; done: string };
  children: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const onOpenChange = (next: boolean) => {
    if (next) onOpen();
    setOpen(next);
  };
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        {secret ? (
          <OneTimeSecret
            message={texts.shownOnce}
            value={secret}
            label={texts.label}
            doneLabel={texts.done}
            onDone={() => onOpenChange(false)}
          />
        ) : (
          children
        )}
      </DialogContent>
    </Dialog>
  );
}
