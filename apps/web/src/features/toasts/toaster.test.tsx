import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createToastStore } from './toast-store';
import { Toaster } from './toaster';

afterEach(() => {
  vi.useRealTimers();
});

describe('Toaster', () => {
  it('shows at most 20 toasts in the notifications region', () => {
    const store = createToastStore();
    render(<Toaster store={store} />);
    act(() => {
      for (let n = 1; n <= 21; n += 1) store.show(`Saved ${n}`);
    });
    const region = screen.getByRole('region', { name: 'Notifications' });
    expect(region.querySelectorAll('li')).toHaveLength(20);
    expect(screen.queryByText('Saved 1')).not.toBeInTheDocument();
    expect(screen.getByText('Saved 21')).toBeInTheDocument();
  });

  it('closes a toast with its dismiss button', async () => {
    const store = createToastStore();
    render(<Toaster store={store} />);
    act(() => {
      store.show('Test converted successfully!', 'success');
    });
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss notification' }));
    expect(screen.queryByText('Test converted successfully!')).not.toBeInTheDocument();
  });

  it('removes a toast by itself after a while', () => {
    vi.useFakeTimers();
    const store = createToastStore();
    render(<Toaster store={store} />);
    act(() => {
      store.show('Done', 'success');
    });
    expect(screen.getByText('Done')).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(5000);
    });
    expect(screen.queryByText('Done')).not.toBeInTheDocument();
  });
});
