import { avatarColor, initialsOf } from '@/lib/format';
import { cn } from '@/lib/utils';

/** A person's initials on their colour: the same for the same name on every screen. */
export function InitialsAvatar({ name, className }: { name: string; className?: string }) {
  return (
    <span
      aria-hidden
      className={cn(
        'inline-flex size-10 shrink-0 items-center justify-center rounded-full text-sm font-semibold',
        avatarColor(name),
        className,
      )}
    >
      {initialsOf(name)}
    </span>
  );
}
