import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { signedInUser } from '../../app/auth/fake-auth-client';
import { getOwnProfileOperation, updateProfileOperation } from '../../app/contracts';
import { createFakeApiClient, type FakeAnswer } from '../../app/fake-api-client';
import { renderWithServices } from '../../app/render-with-services';
import { toastStore } from '../toasts/toast-store';
import { ProfilePage } from './profile-page';

const profile = {
  id: 'id-1',
  username: 'ada',
  email: 'ada@example.com',
  first_name: 'Ada',
  last_name: 'Lovelace',
  contact_number: '',
  company: 'Analytical',
  role: 'QA',
  is_active: true,
  keycloak_id: 'u-1',
  created_at: 'x',
};
const signedIn = { initialized: true, authenticated: true, user: signedInUser };
const toasts = () => toastStore.getSnapshot().map((toast) => toast.message);

afterEach(() => {
  toastStore.clear();
  vi.restoreAllMocks();
});

function renderProfile(
  put: FakeAnswer<typeof updateProfileOperation> = vi.fn(async ({ body }) => ({
    ...profile,
    ...body,
  })),
) {
  const api = createFakeApiClient()
    .on(getOwnProfileOperation, async () => profile)
    .on(updateProfileOperation, put);
  renderWithServices(<ProfilePage />, { api, auth: signedIn });
  return put;
}

describe('ProfilePage', () => {
  it('shows the fields read-only until Edit Profile; names stay read-only while editing', async () => {
    renderProfile();
    const company = await screen.findByLabelText('Company');
    expect(company).toHaveAttribute('readonly');
    expect(screen.getByLabelText(/Contact Number/)).toHaveAttribute(
      'placeholder',
      '+1 234 567 8900',
    );
    expect(screen.getByText('(optional)')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Edit Profile' }));
    expect(company).not.toHaveAttribute('readonly');
    expect(screen.getByLabelText(/Contact Number/)).not.toHaveAttribute('readonly');
    for (const label of ['Username', 'Email Address', 'First Name', 'Last Name']) {
      expect(screen.getByLabelText(label)).toHaveAttribute('readonly');
    }
  });

  it('saves only the changed fields and says so', async () => {
    const put = renderProfile();
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Profile' }));
    await userEvent.type(screen.getByLabelText(/Contact Number/), '+1 555 0100');
    await userEvent.clear(screen.getByLabelText('Role'));
    await userEvent.type(screen.getByLabelText('Role'), 'Lead');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(put).toHaveBeenCalledWith({ body: { contact_number: '+1 555 0100', role: 'Lead' } });
    expect(await screen.findByRole('button', { name: 'Edit Profile' })).toBeInTheDocument();
    expect(toasts()).toEqual(['Profile updated successfully!']);
    expect(screen.getByLabelText('Role')).toHaveValue('Lead');
  });

  it('says No changes to save and leaves edit mode without calling', async () => {
    const put = renderProfile();
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Profile' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(put).not.toHaveBeenCalled();
    expect(toasts()).toEqual(['No changes to save']);
    expect(screen.getByRole('button', { name: 'Edit Profile' })).toBeInTheDocument();
  });

  it('Cancel restores the loaded values', async () => {
    renderProfile();
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Profile' }));
    await userEvent.type(screen.getByLabelText('Company'), ' Ltd');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByLabelText('Company')).toHaveValue('Analytical');
  });

  it('shows Updating changes... while saving and the failure toast', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    let fail: (error: Error) => void = () => {};
    const put = vi.fn(() => new Promise<typeof profile>((_resolve, reject) => (fail = reject)));
    renderProfile(put);
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Profile' }));
    await userEvent.type(screen.getByLabelText('Company'), ' Ltd');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(screen.getByRole('status')).toHaveTextContent('Updating changes...');
    // Inactive while saving: both buttons and every field; Enter does not send a second save.
    expect(screen.getByRole('button', { name: 'Save Changes' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    expect(screen.getByLabelText('Company')).toBeDisabled();
    fireEvent.submit(screen.getByLabelText('Company').closest('form')!);
    expect(put).toHaveBeenCalledOnce();
    fail(new Error('down'));
    expect(await screen.findByRole('button', { name: 'Save Changes' })).toBeEnabled();
    expect(toasts()).toEqual(['Failed to update profile']);
  });

  it('toasts Failed to fetch profile', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const api = createFakeApiClient().on(getOwnProfileOperation, async () => {
      throw new Error('down');
    });
    renderWithServices(<ProfilePage />, { api, auth: signedIn });
    await vi.waitFor(() => expect(toasts()).toEqual(['Failed to fetch profile']));
  });
});
