import { CircleAlertIcon } from 'lucide-react';
import { Link } from 'wouter';
import { buttonVariants } from '@/components/ui/button';
import { Card } from '@/components/ui/card';

/** Nothing at this address: what is missing, why, and the way back. */
export function NotFoundCard({
  title,
  reason,
  back,
}: {
  title: string;
  reason: string;
  back: { href: string; label: string };
}) {
  return (
    <div className="flex min-h-[60vh] items-center justify-center">
      <Card className="w-full max-w-md p-8 text-center">
        <span className="mx-auto mb-4 inline-flex size-14 items-center justify-center rounded-full bg-red-50 text-red-600 dark:bg-red-950">
          <CircleAlertIcon className="size-7" aria-hidden />
        </span>
        <h1 className="text-2xl font-bold tracking-tight">{title}</h1>
        <p className="mt-2 text-sm text-muted-foreground">{reason}</p>
        <Link href={back.href} className={buttonVariants({ className: 'mt-6' })}>
          {back.label}
        </Link>
      </Card>
    </div>
  );
}
