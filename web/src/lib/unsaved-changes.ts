import { useEffect, useSyncExternalStore } from 'react';

/**
 * Forms with edits not yet saved, and the one "Discard unsaved changes?" question the shell shows. Leaving the
 * screen (a link, the browser's back button) or closing a dialog over such a form asks first; closing the tab
 * leaves it to the browser's own prompt (beforeunload).
 */
const dirtyForms = new Set<symbol>();
let question: Promise<boolean> | null = null;
let answer: ((discard: boolean) => void) | null = null;
const listeners = new Set<() => void>();

const emit = () => {
  for (const listener of listeners) listener();
};

export function hasUnsavedChanges() {
  return dirtyForms.size > 0;
}

/** Resolves true when the person chose to discard (or nothing was unsaved), false to keep editing. */
export function askToDiscard(): Promise<boolean> {
  if (!hasUnsavedChanges()) return Promise.resolve(true);
  if (!question) {
    question = new Promise<boolean>((resolve) => {
      answer = resolve;
    });
    emit();
  }
  return question;
}

export function answerDiscardQuestion(discard: boolean) {
  // Discarded forms stay registered until they unmount; forget them so the navigation they asked for goes through.
  if (discard) {
    dirtyForms.clear();
    window.removeEventListener('beforeunload', warnBeforeUnload);
  }
  answer?.(discard);
  question = null;
  answer = null;
  emit();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether the question is being asked (the shell shows the dialog while it is). */
export function useDiscardQuestionOpen() {
  return useSyncExternalStore(
    subscribe,
    () => question !== null,
    () => false,
  );
}

const warnBeforeUnload = (event: BeforeUnloadEvent) => {
  event.preventDefault();
  // Older Chromium needs returnValue set to show its prompt.
  event.returnValue = '';
};

/** Registers a form while it has unsaved edits. */
export function useUnsavedChanges(dirty: boolean) {
  useEffect(() => {
    if (!dirty) return;
    const form = Symbol('dirty form');
    dirtyForms.add(form);
    // Only while something is unsaved: a beforeunload listener keeps some browsers from caching the page.
    window.addEventListener('beforeunload', warnBeforeUnload);
    return () => {
      dirtyForms.delete(form);
      if (!hasUnsavedChanges()) window.removeEventListener('beforeunload', warnBeforeUnload);
    };
  }, [dirty]);
}

/** Runs `leave` at once, or over unsaved edits only after the person chose Discard. */
export function guardLeave(dirty: boolean, leave: () => void) {
  if (!dirty) return leave();
  void askToDiscard().then((discard) => {
    if (discard) leave();
  });
}

/** A dialog's onOpenChange that asks before closing over unsaved edits. */
export function guardClose(dirty: boolean, onOpenChange: (open: boolean) => void) {
  return (open: boolean) => (open ? onOpenChange(open) : guardLeave(dirty, () => onOpenChange(false)));
}
