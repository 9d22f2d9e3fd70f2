import type { RealtimeEvent } from '@lead-manager/contracts/events';
import { MenuIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { FloorSwitch } from '@/features/lead-assignment/components/floor-switch';
import { NotificationBell } from '@/features/notifications/components/notification-bell';

import { QuickFinderButton } from './quick-finder-button';

export type ActivityItem = { id: number; event: RealtimeEvent; at: Date };

export function Header({
  title,
  onOpenMenu,
  connected,
}: {
  title: string;
  onOpenMenu: () => void;
  /** Kept for the shell's live feed; the bell now lists stored notifications. */
  activity?: ActivityItem[];
  connected: boolean;
}) {
  const { t } = useTranslation();
  const openMenu = t('shell.header.openMenu');
  return (
    <header className="sticky top-0 z-30 flex h-16 items-center gap-3 border-b bg-card/90 px-4 backdrop-blur supports-[backdrop-filter]:bg-card/75 md:px-6">
      <Button variant="ghost" size="icon" className="md:hidden" aria-label={openMenu} onClick={onOpenMenu}>
        <MenuIcon aria-hidden />
      </Button>
      <p className="flex min-w-0 flex-1 items-center gap-2 truncate md:flex-none" data-testid="page-title">
        <span className="hidden text-sm text-muted-foreground md:inline">
          {t('shell.header.leadManager')}
        </span>
        <span aria-hidden className="hidden text-muted-foreground md:inline">
          /
        </span>
        <span className="truncate text-base font-semibold md:text-sm md:font-medium">{title}</span>
      </p>
      <QuickFinderButton />
      <FloorSwitch place="header" />
      <NotificationBell connected={connected} />
    </header>
  );
}
