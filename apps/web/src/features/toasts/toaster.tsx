import { useEffect, useSyncExternalStore } from 'react';
import { Toast } from '../../ui/toast';
import { toastStore as defaultStore, type ToastEntry, type ToastStore } from './toast-store';
import './toaster.css';

/** How long a toast stays; errors stay longer because they usually ask the reader to act. */
const DISMISS_AFTER_MS = { success: 5000, info: 6000, error: 10000 } as const;

const EMPTY: readonly ToastEntry[] = [];

function TimedToast({ toast, store }: { toast: ToastEntry; store: ToastStore }) {
  useEffect(() => {
    const timer = setTimeout(() => store.dismiss(toast.id), DISMISS_AFTER_MS[toast.tone]);
    return () => clearTimeout(timer);
  }, [toast.id, toast.tone, store]);
  return (
    <Toast message={toast.message} tone={toast.tone} onDismiss={() => store.dismiss(toast.id)} />
  );
}

/**
 * The toast display, mounted once by the app. The live region is always in the page (empty in
 * the prerendered HTML), because screen readers only announce changes to a region they already know.
 */
export function Toaster({ store = defaultStore }: { store?: ToastStore }) {
  const toasts = useSyncExternalStore(store.subscribe, store.getSnapshot, () => EMPTY);
  return (
    <section className="toaster" aria-label="Notifications">
      <ol className="toaster__list" aria-live="polite" aria-relevant="additions text">
        {toasts.map((toast) => (
          <li key={toast.id}>
            <TimedToast toast={toast} store={store} />
          </li>
        ))}
      </ol>
    </section>
  );
}
