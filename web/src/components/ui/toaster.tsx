import { CircleAlertIcon, CircleCheckIcon, InfoIcon, XIcon } from 'lucide-react';
import { Toast } from 'radix-ui';
import { dismissToast, useToasts } from '@/lib/toast-store';
import { cn } from '@/lib/utils';

/** Radix toast: 5 s, swipe right past 50 px, F8 focuses the region (SPEC §9). */
export function Toaster() {
  const toasts = useToasts();
  return (
    <Toast.Provider duration={5000} swipeDirection="right" swipeThreshold={50}>
      {toasts.map((t) => {
        const Icon =
          t.variant === 'destructive'
            ? CircleAlertIcon
            : t.variant === 'success'
              ? CircleCheckIcon
              : InfoIcon;
        return (
          <Toast.Root
            key={t.id}
            open={t.open}
            onOpenChange={(open) => {
              if (!open) dismissToast(t.id);
            }}
            className={cn(
              'group pointer-events-auto relative flex w-full items-start gap-3 overflow-hidden rounded-lg border p-4 pr-9 shadow-lg transition-all data-[swipe=cancel]:translate-x-0 data-[swipe=end]:translate-x-[var(--radix-toast-swipe-end-x)] data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[state=closed]:opacity-0',
              t.variant === 'destructive'
                ? 'border-red-700 bg-red-700 text-white'
                : 'border-border bg-card text-card-foreground',
            )}
          >
            <Icon
              className={cn(
                'mt-0.5 size-5 shrink-0',
                t.variant === 'destructive'
                  ? 'text-white'
                  : t.variant === 'success'
                    ? 'text-emerald-600'
                    : 'text-primary',
              )}
              aria-hidden
            />
            <div className="grid gap-1">
              <Toast.Title className="text-sm font-semibold">{t.title}</Toast.Title>
              {t.description ? (
                <Toast.Description className="text-sm opacity-90">{t.description}</Toast.Description>
              ) : null}
              {t.action ? (
                <Toast.Action
                  altText={t.action.label}
                  onClick={t.action.onClick}
                  className="mt-1 w-fit rounded-md border px-2.5 py-1 text-sm font-medium hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
                >
                  {t.action.label}
                </Toast.Action>
              ) : null}
            </div>
            <Toast.Close
              aria-label="Close"
              className="absolute top-2 right-2 rounded-md p-1 opacity-70 hover:opacity-100 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
            >
              <XIcon className="size-4" aria-hidden />
            </Toast.Close>
          </Toast.Root>
        );
      })}
      <Toast.Viewport className="fixed top-0 z-[100] flex max-h-screen w-full flex-col-reverse gap-2 p-4 outline-none sm:top-auto sm:right-0 sm:bottom-0 sm:flex-col md:max-w-[420px]" />
    </Toast.Provider>
  );
}
