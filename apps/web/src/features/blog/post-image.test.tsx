import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PostImage } from './post-image';

describe('PostImage', () => {
  it('replaces an image that fails to load with a placeholder of the same name', () => {
    render(<PostImage src="/blog/missing.svg" alt="Page objects" width={10} height={5} />);
    fireEvent.error(screen.getByRole('img', { name: 'Page objects' }));
    const placeholder = screen.getByRole('img', { name: 'Page objects' });
    expect(placeholder.tagName).toBe('DIV');
    expect(placeholder).toHaveClass('post-image--placeholder');
  });

  it('keeps a decorative placeholder out of the accessibility tree', () => {
    const { container } = render(<PostImage src="/x.svg" alt="" width={10} height={5} />);
    const image = container.querySelector('img');
    if (!image) throw new Error('no img rendered');
    fireEvent.error(image);
    expect(container.querySelector('.post-image--placeholder')).toHaveAttribute(
      'aria-hidden',
      'true',
    );
    expect(screen.queryByRole('img')).toBeNull();
  });
});
