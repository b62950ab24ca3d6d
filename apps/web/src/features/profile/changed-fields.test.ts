// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { changedFields } from './changed-fields';

const loaded = {
  username: 'ada',
  email: 'ada@example.com',
  first_name: 'Ada',
  last_name: 'Lovelace',
  contact_number: '',
  company: 'Analytical',
  role: 'QA',
};

describe('changedFields', () => {
  it('is empty when nothing changed (whitespace-only edits included)', () => {
    expect(changedFields(loaded, { ...loaded, company: ' Analytical ' })).toEqual({});
  });

  it('sends only what changed, username as name', () => {
    expect(
      changedFields(loaded, { ...loaded, contact_number: '+1 234', role: 'Lead', username: 'a2' }),
    ).toEqual({ contact_number: '+1 234', role: 'Lead', name: 'a2' });
  });

  it('never sends first or last name', () => {
    expect(changedFields(loaded, { ...loaded, first_name: 'X', last_name: 'Y' })).toEqual({});
  });
});
