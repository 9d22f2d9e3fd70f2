/** Formatting rules shared by every screen, so a figure reads the same everywhere. Times: format-time.ts. */

import { roundPercent } from '@lead-manager/contracts/percent';
import { currentLocale, i18n } from '@/i18n/i18n';
import { formatDate } from './format-time';

export { formatDate, formatDateTime } from './format-time';

/** 'Unknown' in the person's language. */
export const unknownText = () => i18n.t('common.unknown');
const DEALERSHIP_PREFIX = 'Lakeside Auto Group ';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

function toDate(value: string | number | Date | null | undefined): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

export type RelativeTimeOptions = {
  /** A day or older reads as a locale date (dialog); otherwise 'Nd ago'. */
  dateAfterADay?: boolean;
  now?: Date;
};

/** 'Just now', 'Nm ago', 'Nh ago', 'Nd ago' or a locale date; 'Unknown' for an invalid date. */
export function formatRelativeTime(
  value: string | number | Date | null | undefined,
  options: RelativeTimeOptions = {},
) {
  const date = toDate(value);
  if (!date) return unknownText();
  const now = options.now ?? new Date();
  const diff = Math.max(0, now.getTime() - date.getTime());
  // One phrase on every screen: 'just now' rather than '0m ago'.
  if (diff < MINUTE) return i18n.t('common.justNow');
  if (diff < HOUR) return i18n.t('common.minutesAgo', { count: Math.floor(diff / MINUTE) });
  if (diff < DAY) return i18n.t('common.hoursAgo', { count: Math.floor(diff / HOUR) });
  if (options.dateAfterADay) return formatDate(date);
  return i18n.t('common.daysAgo', { count: Math.floor(diff / DAY) });
}

/**
 * A person's initials, the same on every screen: the first letter of at most
 * two words, upper case; a one-word name gives its first two letters; '' when the name has no letter.
 */
export function initialsOf(name: string | null | undefined) {
  // Letters only: a lead known by a phone number, "(512) 555-0188", has no initials, not "(5".
  const words = (name ?? '')
    .trim()
    .split(/\s+/)
    .map((w) => w.replace(/[^\p{L}]/gu, ''))
    .filter(Boolean);
  if (words.length === 1) return (words[0] ?? '').slice(0, 2).toUpperCase();
  return words
    .slice(0, 2)
    .map((w) => w[0] ?? '')
    .join('')
    .toUpperCase();
}

/** Eight avatar colours (background + text with AA contrast). */
export const AVATAR_COLORS = [
  'bg-blue-100 text-blue-800',
  'bg-emerald-100 text-emerald-800',
  'bg-violet-100 text-violet-800',
  'bg-amber-100 text-amber-800',
  'bg-rose-100 text-rose-800',
  'bg-cyan-100 text-cyan-800',
  'bg-orange-100 text-orange-800',
  'bg-indigo-100 text-indigo-800',
] as const;

/**
 * A person's colour from their id (a user's, or a lead's for a customer): unique and stable, so any eight people with
 * neighbouring ids (a store's team, created one after another) wear eight different colours, and a person keeps theirs
 * on every screen whatever their name. A writer known only by name falls back to a hash of it.
 */
export function avatarColor(id: number | null | undefined, name?: string | null) {
  if (id != null) return AVATAR_COLORS[Math.abs(id) % AVATAR_COLORS.length] ?? AVATAR_COLORS[0];
  let hash = 0;
  for (const ch of (name ?? '').trim().toLowerCase()) hash = (hash * 31 + (ch.codePointAt(0) ?? 0)) >>> 0;
  return AVATAR_COLORS[hash % AVATAR_COLORS.length] ?? AVATAR_COLORS[0];
}

export type BrandKey = 'chevrolet' | 'hyundai' | 'ford' | 'other';

export function brandKey(brand: string | null | undefined): BrandKey {
  const b = (brand ?? '').toLowerCase();
  return b === 'chevrolet' || b === 'hyundai' || b === 'ford' ? b : 'other';
}

/** Brand dot colours: chevrolet yellow, hyundai dark blue, ford medium blue, others grey. */
const BRAND_DOT: Record<BrandKey, string> = {
  chevrolet: 'bg-brand-chevrolet',
  hyundai: 'bg-brand-hyundai',
  ford: 'bg-brand-ford',
  other: 'bg-brand-other',
};

/** Badge colours per brand (readable text on a tinted background). */
const BRAND_BADGE: Record<BrandKey, string> = {
  chevrolet:
    'bg-amber-50 text-amber-900 border-amber-300 dark:bg-amber-950 dark:text-amber-100 dark:border-amber-800',
  hyundai: 'bg-sky-50 text-[#002c5f] border-sky-300 dark:bg-sky-950 dark:text-sky-100 dark:border-sky-800',
  ford: 'bg-blue-50 text-blue-800 border-blue-300 dark:bg-blue-950 dark:text-blue-100 dark:border-blue-800',
  other:
    'bg-slate-50 text-slate-700 border-slate-300 dark:bg-slate-900 dark:text-slate-200 dark:border-slate-700',
};

export function brandDotClass(brand: string | null | undefined) {
  return BRAND_DOT[brandKey(brand)];
}

export function brandBadgeClass(brand: string | null | undefined) {
  return BRAND_BADGE[brandKey(brand)];
}

/** Lead source colours; any other source gets the default. */
const SOURCE_BADGE: Record<string, string> = {
  facebook: 'bg-blue-100 text-blue-800 dark:bg-blue-950 dark:text-blue-200',
  instagram: 'bg-pink-100 text-pink-800 dark:bg-pink-950 dark:text-pink-200',
  tiktok: 'bg-zinc-900 text-white dark:bg-zinc-100 dark:text-zinc-900',
  youtube: 'bg-red-100 text-red-800 dark:bg-red-950 dark:text-red-200',
};
export const DEFAULT_SOURCE_BADGE = 'bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-200';

const SOURCE_LABELS: Record<string, string> = {
  facebook: 'Facebook',
  instagram: 'Instagram',
  tiktok: 'TikTok',
  youtube: 'YouTube',
  google: 'Google',
  adf: 'ADF',
  sms: 'SMS',
};
/** Sources named in words rather than by a brand, so said in the person's language. */
const TRANSLATED_SOURCES = new Set(['website', 'email', 'walk_in', 'phone_call', 'referral', 'other']);

/** 'tiktok' → 'TikTok', 'walk_in' → 'Walk-in'; an unknown source is shown as given. */
export function sourceLabel(source: string | null | undefined) {
  const s = (source ?? '').toLowerCase();
  if (TRANSLATED_SOURCES.has(s)) return i18n.t(`common.source.${s}`);
  return SOURCE_LABELS[s] ?? (source || unknownText());
}

export function sourceBadgeClass(source: string | null | undefined) {
  return SOURCE_BADGE[(source ?? '').toLowerCase()] ?? DEFAULT_SOURCE_BADGE;
}

/** 'Lakeside Auto Group Ford' → 'Ford'. */
export function stripDealershipPrefix(name: string | null | undefined, prefix = DEALERSHIP_PREFIX) {
  if (!name) return unknownText();
  return name.startsWith(prefix) ? name.slice(prefix.length) : name;
}

/** 'appointment_scheduled' → 'appointment scheduled'. */
export function humanize(value: string | null | undefined) {
  return (value ?? '').replaceAll('_', ' ');
}

type EnumKind = 'leadStatus' | 'appointmentStatus' | 'appointmentType';

/** A status or type from the API in the person's language: 'no_show' → 'no show' / 'no se presentó'. */
export function enumLabel(kind: EnumKind, value: string | null | undefined) {
  return i18n.t(`common.enum.${kind}.${value ?? ''}`, { defaultValue: humanize(value) });
}

/** An appointment type: 'test_drive' → 'Test Drive' / 'Prueba de manejo'. */
export function appointmentTypeLabel(value: string | null | undefined) {
  return i18n.t(`common.enum.appointmentType.${value ?? ''}`, { defaultValue: titleCase(value) });
}

/** 'appointment scheduled' → 'Appointment scheduled' (labels are in sentence case, in every language). */
export function sentenceCase(value: string) {
  return value.charAt(0).toLocaleUpperCase() + value.slice(1);
}

/** 'test_drive' → 'Test Drive'. */
export function titleCase(value: string | null | undefined) {
  return humanize(value).replace(/\b\w/g, (c) => c.toUpperCase());
}

type NamedDealership = { id: number; name: string };

/** Display name of a dealership id, or 'Unknown'. */
export function dealershipDisplayName(
  id: number | null | undefined,
  dealerships: readonly NamedDealership[] | undefined,
) {
  const found = dealerships?.find((d) => d.id === id);
  return found ? stripDealershipPrefix(found.name) : unknownText();
}

/**
 * Where a new appointment's time starts: the next full hour at least 15 minutes away (8:02 → 9:00, 8:50 → 10:00),
 * so a booking made without touching the time is not overdue the moment it is saved.
 */
export function nextBookableHour(now: Date) {
  const next = new Date(now.getTime() + 15 * 60_000);
  if (next.getMinutes() || next.getSeconds() || next.getMilliseconds())
    next.setHours(next.getHours() + 1, 0, 0, 0);
  return next;
}

/** The one percent format of every screen. */
/**
 * A share as '33.3%' in the reader's language ('33,3 %' in French), rounded so that 100% means all and 0% none
 * (roundPercent); an em dash when there was nothing to divide.
 */
export function formatPercent(pct: number | null | undefined, decimals = 1): string {
  if (pct === null || pct === undefined) return '—';
  return new Intl.NumberFormat(currentLocale(), { style: 'percent', maximumFractionDigits: decimals }).format(
    roundPercent(pct, decimals) / 100,
  );
}

export function formatNumber(value: number) {
  return new Intl.NumberFormat(currentLocale()).format(value);
}

/** '+15125550132' → '(512) 555-0132'; anything that is not a US number is shown as given. */
export function formatPhone(phone: string | null | undefined) {
  if (!phone) return '';
  const digits = phone.replace(/\D/g, '');
  const national = digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
  if (national.length !== 10 || !(phone.startsWith('+1') || digits.length === 10)) return phone;
  return `(${national.slice(0, 3)}) ${national.slice(3, 6)}-${national.slice(6)}`;
}
