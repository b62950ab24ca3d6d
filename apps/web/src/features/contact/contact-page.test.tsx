import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../app/api-client';
import { getContactInfoOperation, submitContactMessageOperation } from '../../app/contracts';
import { createFakeApiClient, type FakeAnswer } from '../../app/fake-api-client';
import { renderWithServices } from '../../app/render-with-services';
import { ContactPage } from './contact-page';

function api({
  get = async () => ({ admin_email: 'help@example.com' }),
  post = async () => ({ id: 'm-1', received_at: '2026-01-01T00:00:00Z' }),
}: {
  get?: FakeAnswer<typeof getContactInfoOperation>;
  post?: FakeAnswer<typeof submitContactMessageOperation>;
} = {}) {
  return createFakeApiClient()
    .on(getContactInfoOperation, get)
    .on(submitContactMessageOperation, post);
}

afterEach(() => {
  vi.restoreAllMocks();
});

async function fillForm() {
  await userEvent.type(screen.getByLabelText('Name *'), 'Ada Lovelace');
  await userEvent.type(screen.getByLabelText('Email *'), 'ada@example.com');
  await userEvent.type(screen.getByLabelText('Mobile *'), '+1 312 555 0100');
  await userEvent.type(screen.getByLabelText('Company *'), 'Analytical Engines');
  await userEvent.type(screen.getByLabelText('Message'), 'We have 400 Protractor specs.');
}

describe('contact offices and form', () => {
  it('shows the three offices with address and country', () => {
    renderWithServices(<ContactPage />, { api: api() });
    const offices = screen.getByRole('region', { name: 'Our offices' });
    for (const city of ['Chicago', 'Silicon Valley', 'Hyderabad']) {
      expect(within(offices).getByRole('heading', { name: city })).toBeInTheDocument();
    }
    expect(offices).toHaveTextContent('India');
    expect(offices).toHaveTextContent('United States');
  });

  it('requires every field; asterisks on the first four; email and tel types', () => {
    renderWithServices(<ContactPage />, { api: api() });
    const name = screen.getByRole('textbox', { name: 'Name' });
    expect(name).toBeRequired();
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAttribute('type', 'email');
    expect(screen.getByRole('textbox', { name: 'Mobile' })).toHaveAttribute('type', 'tel');
    expect(screen.getByRole('textbox', { name: 'Company' })).toBeRequired();
    expect(screen.getByRole('textbox', { name: 'Message' })).toBeRequired();
    expect(screen.getByText('Message', { selector: 'label' })).not.toHaveTextContent('*');
  });

  it('submits, shows Submitting... while waiting, then the green message and a cleared form', async () => {
    let answer: () => void = () => {};
    const post = vi.fn(
      () =>
        new Promise((resolve) => {
          answer = () => resolve({ id: 'm-1', received_at: '2026-01-01T00:00:00Z' });
        }),
    );
    renderWithServices(<ContactPage />, { api: api({ post }) });
    await fillForm();
    await userEvent.click(screen.getByRole('button', { name: 'Send Message' }));

    expect(screen.getByRole('button', { name: 'Submitting...' })).toBeDisabled();
    expect(post).toHaveBeenCalledWith({
      body: {
        name: 'Ada Lovelace',
        email: 'ada@example.com',
        mobile: '+1 312 555 0100',
        company: 'Analytical Engines',
        message: 'We have 400 Protractor specs.',
      },
    });

    answer();
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Thank you for your message. We will get back to you soon!',
    );
    expect(screen.getByLabelText('Name *')).toHaveValue('');
    expect(screen.getByLabelText('Message')).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Send Message' })).toBeEnabled();
  });

  it('shows the red message and keeps what was typed when sending fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const post = vi.fn(async () => {
      throw new ApiError('internal', 'boom', 500);
    });
    renderWithServices(<ContactPage />, { api: api({ post }) });
    await fillForm();
    await userEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Sorry, something went wrong. Please try again later.',
    );
    expect(screen.getByLabelText('Name *')).toHaveValue('Ada Lovelace');
  });

  it('shows a field the server refused on that field, focused, not as the red message', async () => {
    const post = vi.fn(async () => {
      throw new ApiError('invalid_input', 'mobile: Enter a valid phone number.', 400);
    });
    renderWithServices(<ContactPage />, { api: api({ post }) });
    await fillForm();
    await userEvent.click(screen.getByRole('button', { name: 'Send Message' }));

    const mobile = screen.getByRole('textbox', { name: 'Mobile' });
    expect(mobile).toHaveAccessibleDescription('Enter a valid phone number.');
    expect(mobile).toBeInvalid();
    expect(mobile).toHaveFocus();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByText('Sorry, something went wrong. Please try again later.')).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Name' })).toBeValid();
    expect(screen.getByRole('button', { name: 'Send Message' })).toBeEnabled();

    await userEvent.type(mobile, '1');
    expect(mobile).not.toHaveAccessibleDescription('Enter a valid phone number.');
    expect(mobile).toBeValid();
  });
});

describe('support address', () => {
  it('shows the configured address with its tooltip', async () => {
    renderWithServices(<ContactPage />, { api: api() });
    const link = await screen.findByRole('link', { name: 'help@example.com' });
    expect(link).toHaveAttribute('href', 'mailto:help@example.com');
    expect(link).toHaveAccessibleDescription(/reach this address/);
    await userEvent.hover(link);
    expect(screen.getByRole('tooltip')).toBeVisible();
    await userEvent.keyboard('{Escape}');
  });

  it('falls back to the default address with "Failed to load contact information"', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const get = vi.fn(async () => {
      throw new ApiError('network_error', 'offline', 0);
    });
    renderWithServices(<ContactPage />, { api: api({ get }) });
    const link = await screen.findByRole('link', { name: 'support@rewright.dev' });
    expect(link).toHaveAccessibleDescription('Failed to load contact information');
  });

  it('says Email unavailable when the server answers without a usable address', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const get = vi.fn(async () => {
      throw new ApiError('invalid_response', 'The server answer did not match the contract.', 200);
    });
    renderWithServices(<ContactPage />, { api: api({ get }) });
    const unavailable = await screen.findByText('Email unavailable');
    expect(unavailable).toHaveAccessibleDescription('Failed to load contact information');
    act(() => unavailable.focus());
    expect(screen.getByRole('tooltip')).toHaveTextContent('Failed to load contact information');
  });
});
