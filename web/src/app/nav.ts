import type { Role } from '@lead-manager/contracts/users';
import type { TFunction } from 'i18next';
import {
  BarChart3Icon,
  BotIcon,
  Building2Icon,
  CalendarClockIcon,
  CalendarDaysIcon,
  CarIcon,
  LayoutDashboardIcon,
  type LucideIcon,
  MailIcon,
  MessageSquareIcon,
  ScrollTextIcon,
  SendIcon,
  SettingsIcon,
  SparklesIcon,
  UserCogIcon,
  UsersIcon,
  WebhookIcon,
} from 'lucide-react';

/** `roles`: only these see the entry (the server enforces the same on its routes). */
export type NavItem = { path: string; label: string; icon: LucideIcon; roles?: readonly Role[] };

/**
 * Sidebar entries: the day-to-day screens first, with AI Conversations and Appointments beside their kin, and
 * Reports after them.
 */
const navItems = (t: TFunction): NavItem[] => [
  { path: '/', label: t('shell.nav.dashboard'), icon: LayoutDashboardIcon },
  { path: '/leads', label: t('shell.nav.leads'), icon: UsersIcon },
  { path: '/conversations', label: t('shell.nav.aiConversations'), icon: BotIcon },
  { path: '/sms-conversations', label: t('shell.nav.smsConversations'), icon: MessageSquareIcon },
  { path: '/email-conversations', label: t('shell.nav.emailConversations'), icon: MailIcon },
  { path: '/appointments', label: t('shell.nav.appointments'), icon: CalendarDaysIcon },
  { path: '/appointment-sends', label: t('shell.nav.appointmentSends'), icon: CalendarClockIcon },
  { path: '/vehicles', label: t('shell.nav.vehicles'), icon: CarIcon },
  { path: '/reports', label: t('shell.nav.reports'), icon: BarChart3Icon },
  { path: '/ai-settings', label: t('shell.nav.aiSettings'), icon: SparklesIcon },
  {
    path: '/webhook-setup',
    label: t('shell.nav.webhookSetup'),
    icon: WebhookIcon,
    roles: ['admin', 'manager'],
  },
  { path: '/webhooks', label: t('shell.nav.webhooksOut'), icon: SendIcon, roles: ['admin', 'manager'] },
  {
    path: '/dealerships',
    label: t('shell.nav.dealerships'),
    icon: Building2Icon,
    roles: ['admin', 'manager'],
  },
  { path: '/team', label: t('shell.nav.team'), icon: UserCogIcon, roles: ['admin', 'manager'] },
  { path: '/audit', label: t('shell.nav.auditLog'), icon: ScrollTextIcon, roles: ['admin'] },
  { path: '/user-settings', label: t('shell.nav.settings'), icon: SettingsIcon },
];

export const navItemsFor = (role: Role, t: TFunction) =>
  navItems(t).filter((n) => !n.roles || n.roles.includes(role));

/** A screen and the pages under it (a lead's page is in Leads). */
export const isWithin = (path: string, itemPath: string) =>
  path === itemPath || (itemPath !== '/' && path.startsWith(`${itemPath}/`));

export function pageTitle(path: string, t: TFunction) {
  return navItems(t).find((n) => isWithin(path, n.path))?.label ?? t('shell.nav.pageNotFound');
}
