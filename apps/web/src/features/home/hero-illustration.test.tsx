import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HERO_IMAGE_DELAY_MS, HeroIllustration } from './hero-illustration';

afterEach(() => {
  vi.useRealTimers();
});

describe('HeroIllustration', () => {
  it('appears only after one second', () => {
    vi.useFakeTimers();
    render(<HeroIllustration />);
    const name = 'A legacy test file converted into a Playwright test file';
    expect(HERO_IMAGE_DELAY_MS).toBe(1000);
    expect(screen.queryByRole('img', { name })).not.toBeInTheDocument();

    act(() => {
      vi.advanceTimersByTime(999);
    });
    expect(screen.queryByRole('img', { name })).not.toBeInTheDocument();

    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.getByRole('img', { name })).toBeInTheDocument();
  });
});
