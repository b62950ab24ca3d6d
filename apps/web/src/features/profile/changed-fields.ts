import type { UpdateProfileRequest, UserProfile } from '@rewright/contracts';

/** The values the form edits; the rest of the profile is shown read-only. */
export type ProfileForm = Pick<
  UserProfile,
  'username' | 'email' | 'first_name' | 'last_name' | 'contact_number' | 'company' | 'role'
>;

export function profileFormOf(profile: UserProfile): ProfileForm {
  const { username, email, first_name, last_name, contact_number, company, role } = profile;
  return { username, email, first_name, last_name, contact_number, company, role };
}

/**
 * Spec section 5: only changed fields among username (sent as `name`), email, contact_number,
 * company and role are sent. An empty object means "No changes to save".
 */
export function changedFields(loaded: ProfileForm, edited: ProfileForm): UpdateProfileRequest {
  const changes: UpdateProfileRequest = {};
  if (edited.username !== loaded.username) changes.name = edited.username;
  if (edited.email !== loaded.email) changes.email = edited.email;
  if (edited.contact_number.trim() !== loaded.contact_number) {
    changes.contact_number = edited.contact_number.trim();
  }
  if (edited.company.trim() !== loaded.company) changes.company = edited.company.trim();
  if (edited.role.trim() !== loaded.role) changes.role = edited.role.trim();
  return changes;
}
