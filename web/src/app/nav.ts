import type { Role } from '@lead-manager/contracts/users';
import {
  BarChart3Icon,
  BotIcon,
  Building2Icon,
  CalendarClockIcon,
  CalendarDaysIcon,
  LayoutDashboardIcon,
  type LucideIcon,
  MailIcon,
  MessageSquareIcon,
  ScrollTextIcon,
  SettingsIcon,
  SparklesIcon,
  UserCogIcon,
  UsersIcon,
  WebhookIcon,
} from 'lucide-react';

/** `roles`: only these see the entry (the server enforces the same on its routes). */
export type NavItem = { path: string; label: string; icon: LucideIcon; roles?: readonly Role[] };

/**
 * Sidebar entries: the spec's order (SPEC §2 Shell), with AI Conversations and Appointments beside their kin and
 * Reports (issue 15) after the day-to-day screens.
 */
export const NAV_ITEMS: NavItem[] = [
  { path: '/', label: 'Dashboard', icon: LayoutDashboardIcon },
  { path: '/leads', label: 'Leads', icon: UsersIcon },
  { path: '/conversations', label: 'AI Conversations', icon: BotIcon },
  { path: '/sms-conversations', label: 'SMS Conversations', icon: MessageSquareIcon },
  { path: '/email-conversations', label: 'Email Conversations', icon: MailIcon },
  { path: '/appointments', label: 'Appointments', icon: CalendarDaysIcon },
  { path: '/appointment-sends', label: 'Appointment Sends', icon: CalendarClockIcon },
  { path: '/reports', label: 'Reports', icon: BarChart3Icon },
  { path: '/ai-settings', label: 'AI Settings', icon: SparklesIcon },
  { path: '/webhook-setup', label: 'Webhook Setup', icon: WebhookIcon },
  { path: '/dealerships', label: 'Dealerships', icon: Building2Icon, roles: ['admin', 'manager'] },
  { path: '/team', label: 'Team', icon: UserCogIcon, roles: ['admin', 'manager'] },
  { path: '/audit', label: 'Audit Log', icon: ScrollTextIcon, roles: ['admin'] },
  { path: '/user-settings', label: 'Settings', icon: SettingsIcon },
];

export const navItemsFor = (role: Role) => NAV_ITEMS.filter((n) => !n.roles || n.roles.includes(role));

/** Titles of screens that are not sidebar entries. */
export const EXTRA_TITLES: Record<string, string> = {};

export const AI_ICON = BotIcon;

export function pageTitle(path: string) {
  return NAV_ITEMS.find((n) => n.path === path)?.label ?? EXTRA_TITLES[path] ?? 'Page Not Found';
}
