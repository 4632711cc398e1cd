// A small toast store outside React, so any code can call toast() (spec 1 §9: at most one
// toast visible, dismissed toasts removed after a long delay).
import { useSyncExternalStore, type ReactNode } from 'react';
import { TOAST_LIMIT, TOAST_REMOVE_DELAY_MS } from '../../shared/constants';

export interface ToastOptions {
  title?: ReactNode;
  description?: ReactNode;
  variant?: 'default' | 'destructive';
  duration?: number;
}

export interface ToastItem extends ToastOptions {
  id: string;
  open: boolean;
}

let toasts: ToastItem[] = [];
let counter = 0;
const listeners = new Set<() => void>();
const removalTimers = new Map<string, ReturnType<typeof setTimeout>>();

function update(next: ToastItem[]) {
  toasts = next;
  for (const listener of listeners) listener();
}

function scheduleRemoval(id: string) {
  if (removalTimers.has(id)) return;
  removalTimers.set(
    id,
    setTimeout(() => {
      removalTimers.delete(id);
      update(toasts.filter((item) => item.id !== id));
    }, TOAST_REMOVE_DELAY_MS),
  );
}

/** Closes one toast, or all of them when no id is given. */
export function dismissToast(id?: string) {
  for (const item of toasts) if (id === undefined || item.id === id) scheduleRemoval(item.id);
  update(toasts.map((item) => (id === undefined || item.id === id ? { ...item, open: false } : item)));
}

/** Shows a toast; the newest replaces older ones beyond the limit. */
export function toast(options: ToastOptions): { id: string; dismiss: () => void } {
  const id = String(++counter);
  update([{ ...options, id, open: true }, ...toasts].slice(0, TOAST_LIMIT));
  return { id, dismiss: () => dismissToast(id) };
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useToast() {
  const current = useSyncExternalStore(subscribe, () => toasts);
  return { toasts: current, toast, dismiss: dismissToast };
}
