import { Button } from '@/components/ui/button';
import { DialogFooter } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';

/** A secret the server shows once (an invitation link, an API key): selected on focus for copying, then Done. */
export function OneTimeSecret({
  message,
  value,
  label,
  doneLabel,
  onDone,
}: {
  message: string;
  value: string;
  label: string;
  doneLabel: string;
  onDone: () => void;
}) {
  return (
    <div className="space-y-3">
      <p className="text-sm">{message}</p>
      <Input readOnly value={value} aria-label={label} onFocus={(e) => e.target.select()} />
      <DialogFooter>
        <Button onClick={onDone}>{doneLabel}</Button>
      </DialogFooter>
    </div>
  );
}
