import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { QuoteCard } from './quote-card';

const long = `${'We moved four hundred Protractor specs in a week. '.repeat(4)}The end.`;

describe('QuoteCard', () => {
  it('shows a short quote whole, without a toggle', () => {
    render(<QuoteCard quote={{ text: 'Short and sweet.', author: 'Ada', role: 'QA lead' }} />);
    expect(screen.getByText('Short and sweet.')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('truncates a long quote and toggles Read more / Show less', async () => {
    render(<QuoteCard quote={{ text: long, author: 'Ada', role: 'QA lead' }} />);
    expect(screen.queryByText(long)).not.toBeInTheDocument();
    expect(screen.getByText(`${long.slice(0, 140).trimEnd()}…`)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Read more' }));
    expect(screen.getByText(long)).toBeInTheDocument();
    const showLess = screen.getByRole('button', { name: 'Show less' });
    expect(showLess).toHaveAttribute('aria-expanded', 'true');

    await userEvent.click(showLess);
    expect(screen.queryByText(long)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Read more' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });
});
