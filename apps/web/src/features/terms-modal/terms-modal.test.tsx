import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../app/api-client';
import { acceptTermsOperation } from '../../app/contracts';
import { createFakeApiClient } from '../../app/fake-api-client';
import { renderWithServices } from '../../app/render-with-services';
import { TermsModal } from './terms-modal';

const terms = {
  content: { content: 'First paragraph.\n\nSecond paragraph.', version: '1.0' },
  acceptance_status: { accepted: false, accepted_at: null },
};

function renderModal({
  post = vi.fn(async () => ({ accepted: true, version: '1.0', accepted_at: 'x' })),
  termsInfo = terms as typeof terms | null,
  loading = false,
} = {}) {
  const api = createFakeApiClient().on(acceptTermsOperation, post);
  const props = {
    userId: 'u-1',
    terms: termsInfo,
    loading,
    onRetry: vi.fn(),
    onAccepted: vi.fn(),
    onDeclined: vi.fn(),
  };
  const rendered = renderWithServices(<TermsModal {...props} />, { api });
  return { ...props, post, ...rendered };
}

/** jsdom has no layout: give the text box a size and scroll it to `ratio` of its height. */
function scrollTermsTo(ratio: number) {
  const region = screen.getByRole('region', { name: 'Terms text' });
  Object.defineProperty(region, 'scrollHeight', { configurable: true, value: 1000 });
  Object.defineProperty(region, 'clientHeight', { configurable: true, value: 200 });
  Object.defineProperty(region, 'scrollTop', { configurable: true, value: ratio * 1000 - 200 });
  fireEvent.scroll(region);
}

const acceptButton = () => screen.getByRole('button', { name: 'Accept' });

afterEach(() => vi.unstubAllGlobals());

describe('TermsModal', () => {
  it('is a dialog named Terms of User Agreement showing the terms text', () => {
    renderModal();
    expect(screen.getByRole('dialog', { name: 'Terms of User Agreement' })).toBeInTheDocument();
    expect(screen.getByText('Second paragraph.')).toBeInTheDocument();
  });

  it('makes the page behind inert while open, and lets it go when closed', () => {
    const behind = document.createElement('button');
    behind.textContent = 'Page behind';
    document.body.append(behind);
    const alreadyInert = document.createElement('div');
    alreadyInert.setAttribute('inert', '');
    document.body.append(alreadyInert);

    const { unmount, container } = renderModal();
    const dialog = screen.getByRole('dialog', { name: 'Terms of User Agreement' });
    expect(dialog).toHaveFocus();
    expect(dialog.closest('[inert]')).toBeNull();
    expect(behind).toHaveAttribute('inert');
    // The page the modal was opened from (React's root) is behind it too.
    expect(container).toHaveAttribute('inert');

    unmount();
    expect(behind).not.toHaveAttribute('inert');
    expect(container).not.toHaveAttribute('inert');
    expect(alreadyInert).toHaveAttribute('inert');
    behind.remove();
    alreadyInert.remove();
  });

  it('keeps Accept disabled until scrolled past 90 % and the box is ticked, with the two tooltips', async () => {
    const user = userEvent.setup();
    const { post, onAccepted } = renderModal();

    expect(acceptButton()).toHaveAttribute('aria-disabled', 'true');
    await user.hover(acceptButton());
    expect(screen.getByRole('tooltip')).toHaveTextContent('Please scroll through the terms first');
    await user.click(acceptButton());
    expect(post).not.toHaveBeenCalled();

    scrollTermsTo(0.85);
    expect(acceptButton()).toHaveAttribute('aria-disabled', 'true');
    scrollTermsTo(0.95);
    await user.hover(acceptButton());
    expect(screen.getByRole('tooltip')).toHaveTextContent(
      'Please confirm your acceptance below by checking the box.',
    );
    expect(acceptButton()).toHaveAttribute('aria-disabled', 'true');

    await user.click(screen.getByRole('checkbox', { name: /reviewed, understood and agree/ }));
    expect(acceptButton()).toHaveAttribute('aria-disabled', 'false');
    expect(screen.queryByRole('tooltip')).toBeNull();

    await user.click(acceptButton());
    expect(post).toHaveBeenCalledWith({ body: { user_id: 'u-1' } });
    expect(onAccepted).toHaveBeenCalledOnce();
  });

  it('counts 409 as already accepted', async () => {
    const user = userEvent.setup();
    const { onAccepted } = renderModal({
      post: vi.fn(async () => {
        throw new ApiError('conflict', 'Already accepted.', 409);
      }),
    });
    scrollTermsTo(1);
    await user.click(screen.getByRole('checkbox'));
    await user.click(acceptButton());
    expect(onAccepted).toHaveBeenCalledOnce();
  });

  it('alerts on any other failure and stays open', async () => {
    const user = userEvent.setup();
    const alert = vi.fn();
    vi.stubGlobal('alert', alert);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { onAccepted } = renderModal({
      post: vi.fn(async () => {
        throw new ApiError('internal', 'Boom.', 500);
      }),
    });
    scrollTermsTo(1);
    await user.click(screen.getByRole('checkbox'));
    await user.click(acceptButton());
    expect(alert).toHaveBeenCalledWith('Failed to accept terms. Please try again.');
    expect(onAccepted).not.toHaveBeenCalled();
    expect(acceptButton()).toHaveAttribute('aria-disabled', 'false');
  });

  it('declines from the Decline button and from a backdrop click', async () => {
    const user = userEvent.setup();
    const { onDeclined } = renderModal();
    await user.click(screen.getByRole('button', { name: 'Decline' }));
    expect(onDeclined).toHaveBeenCalledOnce();

    await user.click(screen.getByRole('dialog').parentElement!);
    expect(onDeclined).toHaveBeenCalledTimes(2);
    // A click inside the dialog is not a backdrop click.
    await user.click(screen.getByText('First paragraph.'));
    expect(onDeclined).toHaveBeenCalledTimes(2);
  });

  it('shows the load error with Retry, and keeps Accept disabled', async () => {
    const user = userEvent.setup();
    const { onRetry } = renderModal({ termsInfo: null });
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Failed to load terms content. Please try again.',
    );
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledOnce();
    scrollTermsTo(1);
    expect(acceptButton()).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('checkbox')).toBeDisabled();
  });
});
