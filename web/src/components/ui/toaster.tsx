import { CircleAlertIcon, CircleCheckIcon, InfoIcon, XIcon } from 'lucide-react';
import { Toast } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { dismissToast, useToasts } from '@/lib/toast-store';
import { cn } from '@/lib/utils';

/** Radix toast: 5 s, swipe right past 50 px, F8 focuses the region (so keyboard users reach it). */
export function Toaster() {
  const { t } = useTranslation();
  const toasts = useToasts();
  return (
    <Toast.Provider
      duration={5000}
      swipeDirection="right"
      swipeThreshold={50}
      label={t('common.toaster.notification')}
    >
      {toasts.map((item) => {
        const Icon =
          item.variant === 'destructive'
            ? CircleAlertIcon
            : item.variant === 'success'
              ? CircleCheckIcon
              : InfoIcon;
        return (
          <Toast.Root
            key={item.id}
            open={item.open}
            onOpenChange={(open) => {
              if (!open) dismissToast(item.id);
            }}
            className={cn(
              'group pointer-events-auto relative flex w-full items-start gap-3 overflow-hidden rounded-lg border p-4 pr-9 shadow-lg transition-all data-[swipe=cancel]:translate-x-0 data-[swipe=end]:translate-x-[var(--radix-toast-swipe-end-x)] data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[state=closed]:opacity-0',
              item.variant === 'destructive'
                ? 'border-red-700 bg-red-700 text-white'
                : 'border-border bg-card text-card-foreground',
            )}
          >
            <Icon
              className={cn(
                'mt-0.5 size-5 shrink-0',
                item.variant === 'destructive'
                  ? 'text-white'
                  : item.variant === 'success'
                    ? 'text-emerald-600'
                    : 'text-primary',
              )}
              aria-hidden
            />
            <div className="grid gap-1">
              <Toast.Title className="text-sm font-semibold">{item.title}</Toast.Title>
              {item.description ? (
                <Toast.Description className="text-sm opacity-90">{item.description}</Toast.Description>
              ) : null}
              {item.action ? (
                <Toast.Action
                  altText={item.action.label}
                  onClick={item.action.onClick}
                  className="mt-1 w-fit rounded-md border px-2.5 py-1 text-sm font-medium hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
                >
                  {item.action.label}
                </Toast.Action>
              ) : null}
            </div>
            <Toast.Close
              aria-label={t('common.toaster.close')}
              className="absolute top-2 right-2 rounded-md p-1 opacity-70 hover:opacity-100 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
            >
              <XIcon className="size-4" aria-hidden />
            </Toast.Close>
          </Toast.Root>
        );
      })}
      <Toast.Viewport
        label={t('common.toaster.notifications', { hotkey: '{hotkey}' })}
        className="fixed top-0 z-[100] flex max-h-screen w-full flex-col-reverse gap-2 p-4 outline-none sm:top-auto sm:right-0 sm:bottom-0 sm:flex-col md:max-w-[420px]"
      />
    </Toast.Provider>
  );
}
