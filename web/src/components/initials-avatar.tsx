import { UserRoundIcon } from 'lucide-react';
import { avatarColor, initialsOf } from '@/lib/format';
import { cn } from '@/lib/utils';

/**
 * A person's initials on their colour, the same for the same person on every screen: `id` is the user's id (staff)
 * or the lead's (a customer); undefined only for a writer the screen knows by name alone.
 */
export function InitialsAvatar({
  id,
  name,
  className,
}: {
  id: number | undefined;
  name: string;
  className?: string;
}) {
  const initials = initialsOf(name);
  return (
    <span
      aria-hidden
      className={cn(
        'inline-flex size-10 shrink-0 items-center justify-center rounded-full text-sm font-semibold',
        avatarColor(id, name),
        className,
      )}
    >
      {/* A name without a letter (a phone number standing in for one) gets a person, not "(5". */}
      {initials || <UserRoundIcon className="size-[55%]" data-testid="avatar-no-initials" aria-hidden />}
    </span>
  );
}

/** A person in a list to pick from (owner pickers): small initials on their colour, then the label. */
export function PersonOption({ id, name, label }: { id: number; name: string; label?: string }) {
  return (
    <span className="flex items-center gap-2">
      <InitialsAvatar id={id} name={name} className="size-5 text-[9px]" />
      {label ?? name}
    </span>
  );
}
