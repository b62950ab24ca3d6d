import { ApiError } from '../../app/api-client';

export const CONTACT_FIELDS = ['name', 'email', 'mobile', 'company', 'message'] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];

export interface FieldError {
  field: ContactField;
  message: string;
}

const LABELS: Record<ContactField, string> = {
  name: 'Name',
  email: 'Email',
  mobile: 'Mobile',
  company: 'Company',
  message: 'Message',
};

/**
 * The field a refused submission names, with the text to show beside it. The API's 400 puts the
 * field in front of the shared schema's message ("email: Enter a valid email address.", or
 * "name is required." for a missing one; apps/server/src/plugins/errors.ts). Anything else is
 * not about one field: null.
 */
export function contactFieldError(error: unknown): FieldError | null {
  if (!(error instanceof ApiError) || error.code !== 'invalid_input') return null;
  const match = /^(\w+)(?:: (.+)| is required\.?)$/s.exec(error.message);
  const field = CONTACT_FIELDS.find((name) => name === match?.[1]);
  if (!match || !field) return null;
  return { field, message: match[2]?.trim() || `${LABELS[field]} is required.` };
}
