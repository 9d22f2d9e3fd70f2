import { avatarColor, initialsFromName, initialsFromWords } from '@/lib/format';
import { cn } from '@/lib/utils';

/** Initials on one of the eight avatar colours; `rule` picks the spec's two initials rules. */
export function InitialsAvatar({
  name,
  rule = 'letters',
  className,
}: {
  name: string;
  rule?: 'letters' | 'words';
  className?: string;
}) {
  const initials = rule === 'words' ? initialsFromWords(name) : initialsFromName(name);
  return (
    <span
      aria-hidden
      className={cn(
        'inline-flex size-10 shrink-0 items-center justify-center rounded-full text-sm font-semibold',
        avatarColor(name),
        className,
      )}
    >
      {initials}
    </span>
  );
}
