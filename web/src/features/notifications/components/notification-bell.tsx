import { BellIcon } from 'lucide-react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
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
import { formatDateTime } from '@/lib/format';
import { useNotifications } from '../api/get-notifications';
import { useMarkNotificationsRead } from '../api/mark-notifications-read';

/** The header bell: the real unread count, the newest notices, read one by opening it or all at once. */
export function NotificationBell({ connected }: { connected: boolean }) {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const { data } = useNotifications();
  const markRead = useMarkNotificationsRead();
  const unread = data?.unreadCount ?? 0;
  const items = data?.notifications ?? [];
  // A notice opens its lead once the menu has closed: the menu keeps the focus while it is open, and the lead's
  // reply box must get it, not the bell the menu hands it back to.
  const leadToOpen = useRef<string | null>(null);
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button
          variant="ghost"
          size="icon"
          className="relative"
          aria-label={t('notifications.notificationBell.notifications2', { unread })}
        >
          <BellIcon aria-hidden />
          {unread > 0 ? (
            <span
              data-testid="unread-count"
              className="absolute top-1 right-1 flex size-4 items-center justify-center rounded-full bg-red-600 text-[10px] font-bold text-white"
            >
              {unread > 99 ? '99+' : unread}
            </span>
          ) : null}
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent
        align="end"
        className="w-80 max-w-[calc(100vw-1rem)]"
        onCloseAutoFocus={(event) => {
          const url = leadToOpen.current;
          leadToOpen.current = null;
          if (!url) return;
          event.preventDefault();
          navigate(url);
        }}
      >
        {/* Wraps rather than clips: "Marcar todo como leído" is longer than "Mark all read". */}
        <DropdownMenuLabel className="flex flex-wrap items-center justify-between gap-x-2 gap-y-1">
          {t('notifications.notificationBell.notifications')}
          <span className="flex flex-wrap items-center justify-end gap-x-2 gap-y-1 text-xs font-normal text-muted-foreground">
            <span className="flex items-center gap-2 whitespace-nowrap">
              <span
                aria-hidden
                className={
                  connected ? 'size-2 rounded-full bg-emerald-500' : 'size-2 rounded-full bg-slate-400'
                }
              />
              {connected
                ? t('notifications.notificationBell.live')
                : t('notifications.notificationBell.offline')}
            </span>
            {unread > 0 ? (
              <Button
                variant="link"
                size="sm"
                className="h-auto p-0 text-xs"
                onClick={() => markRead.mutate({ all: true })}
              >
                {t('notifications.notificationBell.markAllRead')}
              </Button>
            ) : null}
          </span>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        {items.length === 0 ? (
          <p className="px-2 py-6 text-center text-sm text-muted-foreground">
            {t('notifications.notificationBell.youReAllCaughtUp')}
          </p>
        ) : (
          items.slice(0, 10).map((n) => (
            <DropdownMenuItem
              key={n.id}
              onSelect={() => {
                if (!n.readAt) markRead.mutate({ ids: [n.id] });
                if (!n.leadId) return;
                // The notice's id: a second notice about the lead already open moves the cursor to its reply box again.
                leadToOpen.current = `/leads/${n.leadId}?reply=${n.id}`;
              }}
              className="flex-col items-start gap-0.5"
            >
              <span className={n.readAt ? 'text-muted-foreground' : 'font-medium'}>{n.title}</span>
              {n.body ? <span className="line-clamp-2 text-xs text-muted-foreground">{n.body}</span> : null}
              <span className="text-[11px] text-muted-foreground">{formatDateTime(n.createdAt)}</span>
            </DropdownMenuItem>
          ))
        )}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
