import { cn } from '@/lib/utils';

/** Lakeside Auto Group mark: a car over a lake line. */
export function GroupLogo({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 40 40" className={cn('size-9 shrink-0', className)} aria-hidden>
      <rect width="40" height="40" rx="10" className="fill-primary" />
      <path
        d="M9 23.5l3-7.6A2.5 2.5 0 0 1 14.3 14h11.4a2.5 2.5 0 0 1 2.3 1.9l3 7.6V27a1 1 0 0 1-1 1h-2a1 1 0 0 1-1-1v-1H13v1a1 1 0 0 1-1 1h-2a1 1 0 0 1-1-1z"
        fill="#fff"
      />
      <circle cx="14" cy="22.5" r="1.6" className="fill-primary" />
      <circle cx="26" cy="22.5" r="1.6" className="fill-primary" />
      <path
        d="M8 32c3 0 3-1.4 6-1.4s3 1.4 6 1.4 3-1.4 6-1.4 3 1.4 6 1.4"
        stroke="#bfdbfe"
        strokeWidth="1.6"
        fill="none"
        strokeLinecap="round"
      />
    </svg>
  );
}
