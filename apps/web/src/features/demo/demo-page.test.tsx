import { act, fireEvent, screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithServices } from '../../app/render-with-services';
import { toastStore } from '../toasts/toast-store';
import { DemoPage } from './demo-page';
import { DEMO_CONVERSION_MS } from './use-simulated-conversion';

afterEach(() => {
  vi.useRealTimers();
  toastStore.clear();
});

function renderDemo(signedIn = false) {
  return renderWithServices(
    <Routes>
      <Route path="/demo" element={<DemoPage />} />
      <Route path="/dashboard" element={<h1>Dashboard page</h1>} />
      <Route path="/contact" element={<h1>Contact page</h1>} />
    </Routes>,
    {
      path: '/demo',
      auth: signedIn ? { initialized: true, authenticated: true } : { initialized: true },
    },
  );
}

const output = () => screen.getByRole('region', { name: 'Playwright output' });

describe('DemoPage', () => {
  it('has the three tabs, the first one selected with its sample input', () => {
    renderDemo();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Protractor to Playwright',
      'Selenium to Playwright',
      'Natural Language to Playwright',
    ]);
    expect(screen.getByRole('tab', { name: 'Protractor to Playwright' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getByRole('region', { name: 'Sample input' })).toHaveTextContent(
      "browser.get('/todos')",
    );
  });

  it('shows Converting... for 1.5 seconds, then the output and a toast', () => {
    vi.useFakeTimers();
    renderDemo();
    fireEvent.click(screen.getByRole('button', { name: 'Convert Test' }));
    expect(screen.getByRole('button', { name: 'Converting...' })).toBeDisabled();
    expect(output()).not.toHaveTextContent('@playwright/test');

    act(() => {
      vi.advanceTimersByTime(DEMO_CONVERSION_MS - 1);
    });
    expect(screen.getByRole('button', { name: 'Converting...' })).toBeInTheDocument();

    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(DEMO_CONVERSION_MS).toBe(1500);
    expect(screen.getByRole('button', { name: 'Convert Test' })).toBeEnabled();
    expect(output()).toHaveTextContent("await page.goto('/todos');");
    expect(toastStore.getSnapshot().map((toast) => toast.message)).toEqual([
      'Test converted successfully!',
    ]);
  });

  it('hides the output again when the tab changes, and cancels a conversion under way', () => {
    vi.useFakeTimers();
    renderDemo();
    fireEvent.click(screen.getByRole('button', { name: 'Convert Test' }));
    act(() => {
      vi.advanceTimersByTime(DEMO_CONVERSION_MS);
    });
    expect(output()).toHaveTextContent('toContainText');

    fireEvent.click(screen.getByRole('tab', { name: 'Selenium to Playwright' }));
    expect(output()).not.toHaveTextContent('@playwright/test');
    expect(screen.getByRole('region', { name: 'Sample input' })).toHaveTextContent(
      'selenium-webdriver',
    );

    fireEvent.click(screen.getByRole('button', { name: 'Convert Test' }));
    fireEvent.click(screen.getByRole('tab', { name: 'Natural Language to Playwright' }));
    act(() => {
      vi.advanceTimersByTime(DEMO_CONVERSION_MS);
    });
    expect(screen.getByRole('button', { name: 'Convert Test' })).toBeEnabled();
    expect(output()).not.toHaveTextContent('@playwright/test');
    expect(toastStore.getSnapshot()).toHaveLength(1);
  });

  it('shows every file the Protractor conversion wrote, one tab each, the spec first', () => {
    vi.useFakeTimers();
    renderDemo();
    fireEvent.click(screen.getByRole('button', { name: 'Convert Test' }));
    act(() => {
      vi.advanceTimersByTime(DEMO_CONVERSION_MS);
    });

    const files = within(output()).getByRole('tablist', { name: 'Converted files' });
    expect(
      within(files)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['todo.spec.ts', 'rewright-angular.ts', 'playwright.config.ts']);
    const code = () => within(output()).getByRole('tabpanel');
    expect(code()).toHaveTextContent("import { test, expect } from './rewright-angular';");

    // The module the spec imports is there to copy too.
    fireEvent.click(within(files).getByRole('tab', { name: 'rewright-angular.ts' }));
    expect(within(files).getByRole('tab', { name: 'rewright-angular.ts' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(code()).toHaveTextContent('export const test = base.extend');
    expect(
      within(output()).getByLabelText('Protractor to Playwright: rewright-angular.ts'),
    ).toHaveTextContent('registerAngularSelectors');

    fireEvent.keyDown(within(files).getByRole('tab', { name: 'rewright-angular.ts' }), {
      key: 'ArrowRight',
    });
    expect(code()).toHaveTextContent("testMatch: 'todo.spec.ts'");
  });

  it('shows the spec and the config a Selenium conversion wrote', () => {
    vi.useFakeTimers();
    renderDemo();
    fireEvent.click(screen.getByRole('tab', { name: 'Selenium to Playwright' }));
    fireEvent.click(screen.getByRole('button', { name: 'Convert Test' }));
    act(() => {
      vi.advanceTimersByTime(DEMO_CONVERSION_MS);
    });
    const files = within(output()).getByRole('tablist', { name: 'Converted files' });
    expect(
      within(files)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['login.spec.ts', 'playwright.config.ts']);
    expect(within(output()).getByRole('tabpanel')).toHaveTextContent(
      "await expect(page).toHaveTitle('Dashboard', { timeout: 5000 });",
    );
  });

  it('moves between tabs with the arrow keys', () => {
    renderDemo();
    const first = screen.getByRole('tab', { name: 'Protractor to Playwright' });
    fireEvent.keyDown(first, { key: 'ArrowLeft' });
    const last = screen.getByRole('tab', { name: 'Natural Language to Playwright' });
    expect(last).toHaveAttribute('aria-selected', 'true');
    expect(last).toHaveFocus();
  });

  it('Get Started signed out logs in and returns to /dashboard', () => {
    const { services } = renderDemo();
    fireEvent.click(screen.getByRole('link', { name: 'Get Started' }));
    expect(sessionStorage.getItem('redirectAfterLogin')).toBe('/dashboard');
    expect(services.auth.login).toHaveBeenCalled();
  });

  it('Get Started signed in goes to /dashboard', () => {
    renderDemo(true);
    fireEvent.click(screen.getByRole('link', { name: 'Get Started' }));
    expect(screen.getByRole('heading', { name: 'Dashboard page' })).toBeInTheDocument();
  });

  it('both calls to action are links, so they work before the page is hydrated', () => {
    renderDemo();
    expect(screen.getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/dashboard');
    expect(screen.getByRole('link', { name: 'Contact Sales' })).toHaveAttribute('href', '/contact');
  });

  it('Contact Sales goes to /contact', () => {
    renderDemo();
    fireEvent.click(screen.getByRole('link', { name: 'Contact Sales' }));
    expect(screen.getByRole('heading', { name: 'Contact page' })).toBeInTheDocument();
  });

  it('never calls the server', () => {
    const { services } = renderDemo();
    fireEvent.click(screen.getByRole('button', { name: 'Convert Test' }));
    expect(services.api.call).not.toHaveBeenCalled();
  });
});
