import { Tooltip as TooltipPrimitive } from 'radix-ui';
import type * as React from 'react';
import { cn } from '@/lib/utils';

/** Opens after 700 ms with a 300 ms skip window (Radix defaults, kept so every tooltip behaves alike). */
export function TooltipProvider(props: React.ComponentProps<typeof TooltipPrimitive.Provider>) {
  return <TooltipPrimitive.Provider delayDuration={700} skipDelayDuration={300} {...props} />;
}

const Tooltip = TooltipPrimitive.Root;
const TooltipTrigger = TooltipPrimitive.Trigger;

function TooltipContent({
  className,
  sideOffset = 6,
  ...props
}: React.ComponentProps<typeof TooltipPrimitive.Content>) {
  return (
    <TooltipPrimitive.Portal>
      <TooltipPrimitive.Content
        sideOffset={sideOffset}
        className={cn(
          'z-50 max-w-xs rounded-md bg-slate-900 px-2.5 py-1.5 text-xs text-white shadow-md dark:bg-slate-100 dark:text-slate-900',
          className,
        )}
        {...props}
      />
    </TooltipPrimitive.Portal>
  );
}

/** A control with a tooltip; a disabled button is wrapped so the tooltip still opens. */
export function WithTooltip({ label, children }: { label: React.ReactNode; children: React.ReactElement }) {
  return (
    <Tooltip>
      <TooltipTrigger asChild>{children}</TooltipTrigger>
      <TooltipContent>{label}</TooltipContent>
    </Tooltip>
  );
}

/** A control that cannot act yet: still focusable, announced as disabled, with the reason in a tooltip. */
export function DisabledWithReason({
  reason,
  children,
  className,
}: {
  reason: string;
  children: React.ReactNode;
  className?: string;
}) {
  return (
    <Tooltip>
      <TooltipTrigger asChild>
        <button
          type="button"
          aria-disabled="true"
          aria-description={reason}
          onClick={(e) => e.preventDefault()}
          className={cn(
            'inline-flex h-8 cursor-not-allowed items-center justify-center gap-2 rounded-md border border-input bg-card px-3 text-xs font-medium whitespace-nowrap opacity-50 outline-none focus-visible:ring-2 focus-visible:ring-ring [&_svg]:size-4',
            className,
          )}
        >
          {children}
        </button>
      </TooltipTrigger>
      <TooltipContent>{reason}</TooltipContent>
    </Tooltip>
  );
}
