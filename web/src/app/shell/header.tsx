import type { RealtimeEvent } from '@lead-manager/contracts/events';
import { BellIcon, MenuIcon } from 'lucide-react';
import { useLocation } from 'wouter';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';

import { QuickFinderButton } from './quick-finder-button';

export type ActivityItem = { id: number; event: RealtimeEvent; at: Date };

function activityText(event: RealtimeEvent) {
  switch (event.type) {
    case 'NEW_LEAD':
      return {
        title: 'New Lead Received',
        text: `${event.data.name} is interested in ${event.data.vehicleInterest || 'a vehicle'}`,
        href: '/leads',
      };
    case 'CONVERSATION_UPDATED':
      return {
        title: 'Conversation updated',
        text: `A ${event.data.channel.toUpperCase()} conversation has new activity`,
        href: event.data.channel === 'sms' ? '/sms-conversations' : '/email-conversations',
      };
    case 'APPOINTMENT_CREATED':
      return {
        title: 'Appointment Scheduled',
        text: 'A new appointment has been scheduled',
        href: '/appointments',
      };
    case 'APPOINTMENT_UPDATED':
      return {
        title: 'Appointment updated',
        text: `Status is now ${event.data.status.replaceAll('_', ' ')}`,
        href: '/appointments',
      };
    case 'LEAD_UPDATED':
      return { title: 'Lead updated', text: 'A lead was updated', href: '/leads' };
    case 'NOTIFICATION_CREATED':
      return { title: event.data.title, text: 'A notification for you', href: '/leads' };
    case 'NOTIFICATIONS_READ':
      return { title: 'Notifications read', text: 'Your notifications were read', href: '/leads' };
  }
}

export function Header({
  title,
  onOpenMenu,
  activity,
  connected,
}: {
  title: string;
  onOpenMenu: () => void;
  activity: ActivityItem[];
  connected: boolean;
}) {
  const [, navigate] = useLocation();

  return (
    <header className="sticky top-0 z-30 flex h-16 items-center gap-3 border-b bg-card/90 px-4 backdrop-blur supports-[backdrop-filter]:bg-card/75 md:px-6">
      <Button variant="ghost" size="icon" className="md:hidden" aria-label="Open menu" onClick={onOpenMenu}>
        <MenuIcon aria-hidden />
      </Button>
      <p className="flex min-w-0 flex-1 items-center gap-2 truncate md:flex-none" data-testid="page-title">
        <span className="hidden text-sm text-muted-foreground md:inline">Lead Manager</span>
        <span aria-hidden className="hidden text-muted-foreground md:inline">
          /
        </span>
        <span className="truncate text-base font-semibold md:text-sm md:font-medium">{title}</span>
      </p>
      <QuickFinderButton />
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button variant="ghost" size="icon" className="relative" aria-label="Notifications (3)">
            <BellIcon aria-hidden />
            <span className="absolute top-1 right-1 flex size-4 items-center justify-center rounded-full bg-red-600 text-[10px] font-bold text-white">
              3
            </span>
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end" className="w-80">
          <DropdownMenuLabel className="flex items-center justify-between">
            Notifications
            <span className="flex items-center gap-1.5 text-xs font-normal text-muted-foreground">
              <span
                aria-hidden
                className={
                  connected ? 'size-2 rounded-full bg-emerald-500' : 'size-2 rounded-full bg-slate-400'
                }
              />
              {connected ? 'Live' : 'Offline'}
            </span>
          </DropdownMenuLabel>
          <DropdownMenuSeparator />
          {activity.length === 0 ? (
            <p className="px-2 py-6 text-center text-sm text-muted-foreground">You're all caught up.</p>
          ) : (
            activity.map((item) => {
              const info = activityText(item.event);
              return (
                <DropdownMenuItem
                  key={item.id}
                  onSelect={() => navigate(info.href)}
                  className="flex-col items-start gap-0.5"
                >
                  <span className="font-medium">{info.title}</span>
                  <span className="text-xs text-muted-foreground">{info.text}</span>
                </DropdownMenuItem>
              );
            })
          )}
        </DropdownMenuContent>
      </DropdownMenu>
    </header>
  );
}
