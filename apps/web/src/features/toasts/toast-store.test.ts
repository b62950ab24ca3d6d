// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { createToastStore, MAX_TOASTS } from './toast-store';

describe('toast store', () => {
  it('keeps at most 20 toasts, dropping the oldest first', () => {
    const store = createToastStore();
    for (let n = 1; n <= 25; n += 1) store.show(`Toast ${n}`);
    const messages = store.getSnapshot().map((toast) => toast.message);
    expect(MAX_TOASTS).toBe(20);
    expect(messages).toHaveLength(20);
    expect(messages[0]).toBe('Toast 6');
    expect(messages.at(-1)).toBe('Toast 25');
  });

  it('dismisses one toast by id and notifies subscribers', () => {
    const store = createToastStore();
    const listener = vi.fn();
    store.subscribe(listener);
    const first = store.show('First', 'success');
    store.show('Second', 'error');
    store.dismiss(first);
    expect(store.getSnapshot()).toEqual([{ id: first + 1, message: 'Second', tone: 'error' }]);
    expect(listener).toHaveBeenCalledTimes(3);
  });

  it('does not notify when dismissing an unknown id or clearing an empty store', () => {
    const store = createToastStore();
    const listener = vi.fn();
    store.subscribe(listener);
    store.dismiss(42);
    store.clear();
    expect(listener).not.toHaveBeenCalled();
  });
});
