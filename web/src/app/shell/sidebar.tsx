import type { Me } from '@lead-manager/contracts/users';
import { LogOutIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import { InitialsAvatar } from '@/components/initials-avatar';
import { Button } from '@/components/ui/button';
import { WithTooltip } from '@/components/ui/tooltip';
import { useLogout } from '@/features/auth/api/logout';
import { cn } from '@/lib/utils';
import { GroupLogo } from '../group-logo';
import { isWithin, navItemsFor } from '../nav';
import { DealershipSelector } from './dealership-selector';

export function SidebarContent({
  me,
  onNavigate,
  children,
}: {
  me: Me;
  onNavigate?: () => void;
  /** Controls the header has no room for on a phone, under the dealership. */
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const [location] = useLocation();
  const logout = useLogout();
  return (
    <div className="flex h-full flex-col">
      <div className="flex items-center gap-3 border-b border-sidebar-border px-5 py-4">
        <GroupLogo />
        <div className="min-w-0">
          <p className="truncate text-sm font-semibold leading-tight">
            {t('shell.sidebar.lakesideAutoGroup')}
          </p>
          <p className="text-xs text-muted-foreground">{t('shell.sidebar.leadManager')}</p>
        </div>
      </div>
      <div className="px-4 pt-4 pb-2">
        <DealershipSelector />
        {children}
      </div>
      <nav aria-label={t('shell.sidebar.main')} className="flex-1 overflow-y-auto px-3 py-2">
        <ul className="space-y-0.5">
          {navItemsFor(me.role, t).map((item) => {
            const active = isWithin(location, item.path);
            const Icon = item.icon;
            return (
              <li key={item.path}>
                <Link
                  href={item.path}
                  onClick={onNavigate}
                  aria-current={active ? 'page' : undefined}
                  className={cn(
                    'flex items-center gap-3 rounded-lg px-3 py-2 text-sm font-medium text-muted-foreground transition-colors outline-none hover:bg-muted hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring',
                    active && 'bg-sidebar-accent text-primary hover:bg-sidebar-accent hover:text-primary',
                  )}
                >
                  <Icon className="size-4 shrink-0" aria-hidden />
                  {item.label}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
      <div className="flex items-center gap-3 border-t border-sidebar-border px-4 py-3">
        <span className="relative">
          <InitialsAvatar id={me.id} name={me.name || me.email} className="size-9 text-xs" />
          <span
            className="absolute right-0 bottom-0 size-2.5 rounded-full bg-emerald-500 ring-2 ring-sidebar"
            title={t('shell.sidebar.online')}
          />
          <span className="sr-only">{t('shell.sidebar.online')}</span>
        </span>
        <div className="min-w-0 flex-1">
          <p className="truncate text-sm font-medium" title={me.email}>
            {me.name}
          </p>
          <p className="truncate text-xs text-muted-foreground">{t(`shell.sidebar.role.${me.role}`)}</p>
        </div>
        <WithTooltip label={t('shell.sidebar.signOut')}>
          <Button
            variant="ghost"
            size="icon-sm"
            aria-label={t('shell.sidebar.signOut')}
            onClick={() => logout.mutate()}
          >
            <LogOutIcon aria-hidden />
          </Button>
        </WithTooltip>
      </div>
    </div>
  );
}
