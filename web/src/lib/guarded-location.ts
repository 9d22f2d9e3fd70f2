import { useSyncExternalStore } from 'react';
import type { AroundNavHandler } from 'wouter';
import { navigate } from 'wouter/use-browser-location';
import { askToDiscard, hasUnsavedChanges } from './unsaved-changes';

/**
 * The app's location for wouter: the browser's, except that a move to another screen over unsaved edits waits for
 * "Discard unsaved changes?". Links and code go through `guardNavigation` (wouter's aroundNav); the browser's back and
 * forward buttons cannot be cancelled (the address has changed when popstate fires), so the screen shown stays put,
 * the address is put back, and Discard goes back again with nothing left to protect.
 */
let shownPath = window.location.pathname;
let shownHref = window.location.href;
const listeners = new Set<() => void>();

const pathOf = (href: string) => new URL(href, window.location.href).pathname;

function onAddressChange(event: Event) {
  if (event.type === 'popstate' && window.location.pathname !== shownPath && hasUnsavedChanges()) {
    history.pushState(history.state, '', shownHref);
    void askToDiscard().then((discard) => {
      if (discard) history.back();
    });
    return;
  }
  shownHref = window.location.href;
  if (window.location.pathname === shownPath) return;
  shownPath = window.location.pathname;
  for (const listener of listeners) listener();
}

for (const type of ['popstate', 'pushState', 'replaceState']) window.addEventListener(type, onAddressChange);

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** wouter's location hook (`<Router hook>`). */
export function useGuardedLocation(): [string, typeof navigate] {
  return [useSyncExternalStore(subscribe, () => shownPath), navigate];
}

/** wouter's `aroundNav`: a move to another screen waits for the answer; new filters on the same screen do not. */
export const guardNavigation: AroundNavHandler = (go, to, options) => {
  if (pathOf(to) === window.location.pathname) return go(to, options);
  void askToDiscard().then((discard) => {
    if (discard) go(to, options);
  });
};
