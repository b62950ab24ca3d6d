import { z } from 'zod';
import { ErrorBodySchema } from './errors';
import { defineOperation } from './operation';
import { emailAddress, storableText } from './text';

/** GET /api/v1/contact/info */
export const ContactInfoSchema = z.object({ admin_email: z.email() });
export type ContactInfo = z.infer<typeof ContactInfoSchema>;

const required = (label: string, max: number) =>
  storableText(
    z
      .string()
      .trim()
      .min(1, `${label} is required.`)
      .max(max, `${label} must be at most ${max} characters.`),
  );

/** POST /api/v1/contact/submit — every field required (spec section 5); lengths bounded server-side. */
export const ContactSubmissionSchema = z.object({
  name: required('Name', 100),
  // A missing email keeps zod's "received undefined" so the API says "email is required." like the
  // other fields; a present but malformed one gets the form's message.
  email: emailAddress({
    error: (issue) => (issue.input === undefined ? undefined : 'Enter a valid email address.'),
  }).max(254, 'Email must be at most 254 characters.'),
  mobile: required('Mobile', 40).regex(/^[+()\-.\s\d]{5,40}$/, 'Enter a valid phone number.'),
  company: required('Company', 120),
  message: required('Message', 5000),
});
export type ContactSubmission = z.infer<typeof ContactSubmissionSchema>;

/** 201 answer; the website does not read it (spec), but it tells API users the message was stored. */
export const ContactSubmittedSchema = z.object({ id: z.string(), received_at: z.string() });
export type ContactSubmitted = z.infer<typeof ContactSubmittedSchema>;

export const getContactInfoOperation = defineOperation({
  method: 'GET',
  path: '/contact/info',
  auth: 'none',
  tags: ['contact'],
  summary: 'The support address the contact page shows',
  responses: { 200: ContactInfoSchema },
});

export const submitContactMessageOperation = defineOperation({
  method: 'POST',
  path: '/contact/submit',
  auth: 'none',
  tags: ['contact'],
  summary: 'Store a contact form message, then e-mail it to support',
  body: ContactSubmissionSchema,
  responses: { 201: ContactSubmittedSchema, 400: ErrorBodySchema, 429: ErrorBodySchema },
});
