import type { ToastTone } from '../../ui/toast';

/** The toast display keeps at most this many (spec section 9); a new one pushes out the oldest. */
export const MAX_TOASTS = 20;

export interface ToastEntry {
  id: number;
  message: string;
  tone: ToastTone;
}

export interface ToastStore {
  getSnapshot(): readonly ToastEntry[];
  subscribe(listener: () => void): () => void;
  /** Adds a toast and returns its id. */
  show(message: string, tone?: ToastTone): number;
  dismiss(id: number): void;
  clear(): void;
}

/**
 * A tiny external store (for useSyncExternalStore), so any code — a click handler, an async
 * callback — can raise a toast without a provider above it. Snapshots are immutable arrays.
 */
export function createToastStore(limit = MAX_TOASTS): ToastStore {
  let toasts: readonly ToastEntry[] = [];
  let nextId = 1;
  const listeners = new Set<() => void>();

  function publish(next: readonly ToastEntry[]) {
    toasts = next;
    for (const listener of listeners) listener();
  }

  return {
    getSnapshot: () => toasts,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    show(message, tone = 'info') {
      const id = nextId++;
      publish([...toasts, { id, message, tone }].slice(-limit));
      return id;
    },
    dismiss(id) {
      if (toasts.some((toast) => toast.id === id)) {
        publish(toasts.filter((toast) => toast.id !== id));
      }
    },
    clear() {
      if (toasts.length > 0) publish([]);
    },
  };
}

/** The site's one toast display. */
export const toastStore = createToastStore();

export const showToast = (message: string, tone?: ToastTone) => toastStore.show(message, tone);
