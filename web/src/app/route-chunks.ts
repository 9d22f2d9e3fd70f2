import { type ComponentType, createElement, lazy, useState } from 'react';
import { withScreenTexts } from '@/i18n/i18n';

/**
 * A component loaded on demand that renders at once when its chunk is already there (preloaded). A plain
 * `lazy` suspends on first render even then, and React holds back a Suspense reveal for up to 300 ms after
 * the fallback shows: twice (shell, then page) on the way to the dashboard's first paint.
 */
function lazyChunk<P extends object>(load: () => Promise<{ default: ComponentType<P> }>) {
  let loaded: ComponentType<P> | undefined;
  const preload = () =>
    load().then((module) => {
      loaded = module.default;
      return module;
    });
  const Lazy = lazy(preload);
  function Chunk(props: P) {
    // Chosen once per mount: switching from Lazy to the loaded component would remount the subtree.
    const [Component] = useState<ComponentType<P>>(() => loaded ?? Lazy);
    return createElement(Component, props);
  }
  return Object.assign(Chunk, { preload });
}

export type LazyChunk = ReturnType<typeof lazyChunk>;

/** Route pages by path, each its own chunk: the router renders them, start-up preloads the current one. */
/** Every screen but the dashboard: its chunk and the English texts of the screens (i18n.ts), loaded together. */
const screenChunk = <P extends object>(load: () => Promise<{ default: ComponentType<P> }>) =>
  lazyChunk(withScreenTexts(load));

export const ROUTE_PAGES: Record<string, LazyChunk> = {
  '/': lazyChunk(() => import('./routes/dashboard-page')),
  '/leads': screenChunk(() => import('./routes/leads-page')),
  '/leads/:id': screenChunk(() => import('./routes/lead-page')),
  '/conversations': screenChunk(() => import('./routes/conversations-page')),
  '/sms-conversations': screenChunk(() => import('./routes/sms-conversations-page')),
  '/email-conversations': screenChunk(() => import('./routes/email-conversations-page')),
  '/appointments': screenChunk(() => import('./routes/appointments-page')),
  '/vehicles': screenChunk(() => import('./routes/vehicles-page')),
  '/appointment-sends': screenChunk(() => import('./routes/appointment-sends-page')),
  '/reports': screenChunk(() => import('./routes/reports-page')),
  '/ai-settings': screenChunk(() => import('./routes/ai-settings-page')),
  '/webhook-setup': screenChunk(() => import('./routes/webhook-setup-page')),
  '/webhooks': screenChunk(() => import('./routes/webhooks-page')),
  '/dealerships': screenChunk(() => import('./routes/dealerships-page')),
  '/team': screenChunk(() => import('./routes/team-page')),
  '/audit': screenChunk(() => import('./routes/audit-page')),
  '/user-settings': screenChunk(() => import('./routes/user-settings-page')),
};

export const NotFoundPage = screenChunk(() => import('./routes/not-found-page'));
export const AppShell = lazyChunk(() => import('./shell/app-shell'));
export const SignInPage = screenChunk(() => import('./routes/sign-in-page'));
/** Public: the page of an invitation or reset link, shown without a session. */
export const SetPasswordPage = screenChunk(() => import('./routes/set-password-page'));

const matches = (pattern: string, path: string) =>
  new RegExp(`^${pattern.replace(/:\w+/g, '[^/]+')}$`).test(path);

/** Starts loading a route's chunk; a failure shows when the router renders the page. */
export function preloadRoute(path: string) {
  const page = Object.entries(ROUTE_PAGES).find(([pattern]) => matches(pattern, path))?.[1];
  (page ?? NotFoundPage).preload().catch(() => {});
}
