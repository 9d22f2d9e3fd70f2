import { useSyncExternalStore } from 'react';

/** One toast at a time, so they never pile up: a newer toast replaces the visible one. */
export type ToastVariant = 'default' | 'success' | 'destructive';
export type ToastItem = {
  id: number;
  title: string;
  description?: string;
  variant?: ToastVariant;
  /** One action the person can take from the toast, such as Undo. */
  action?: ToastAction;
  open: boolean;
};
export type ToastAction = { label: string; onClick: () => void };

let items: ToastItem[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

function emit() {
  for (const l of listeners) l();
}

export function toast(input: {
  title: string;
  description?: string;
  variant?: ToastVariant;
  action?: ToastAction;
}) {
  const id = nextId++;
  items = [{ ...input, id, open: true }];
  emit();
  return id;
}

export function dismissToast(id: number) {
  items = items.map((t) => (t.id === id ? { ...t, open: false } : t));
  emit();
  setTimeout(() => {
    items = items.filter((t) => t.id !== id);
    emit();
  }, 300);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useToasts() {
  return useSyncExternalStore(
    subscribe,
    () => items,
    () => items,
  );
}
