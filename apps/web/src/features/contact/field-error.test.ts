// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../app/api-client';
import { contactFieldError } from './field-error';

const refused = (message: string) => new ApiError('invalid_input', message, 400);

describe('contactFieldError', () => {
  it('reads the field and the message of a refused submission', () => {
    expect(contactFieldError(refused('email: Enter a valid email address.'))).toEqual({
      field: 'email',
      message: 'Enter a valid email address.',
    });
    expect(contactFieldError(refused('mobile: Enter a valid phone number.'))).toEqual({
      field: 'mobile',
      message: 'Enter a valid phone number.',
    });
  });

  it('names a missing field with its label', () => {
    expect(contactFieldError(refused('company is required.'))).toEqual({
      field: 'company',
      message: 'Company is required.',
    });
  });

  it('is null for an error about no single field of the form', () => {
    expect(contactFieldError(refused('phone: Enter a valid phone number.'))).toBeNull();
    expect(contactFieldError(refused('The request body is not valid JSON.'))).toBeNull();
    expect(contactFieldError(new ApiError('internal', 'email: boom', 500))).toBeNull();
    expect(contactFieldError(new Error('email: boom'))).toBeNull();
  });
});
