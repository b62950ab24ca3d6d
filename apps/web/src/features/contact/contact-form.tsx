import { useEffect, useState, type FormEvent } from 'react';
import { submitContactMessageOperation } from '../../app/contracts';
import { useIsHydrated } from '../../app/use-is-hydrated';
import { useServices } from '../../app/services';
import { contactFieldError, type FieldError } from './field-error';

export const CONTACT_SUCCESS = 'Thank you for your message. We will get back to you soon!';
export const CONTACT_FAILURE = 'Sorry, something went wrong. Please try again later.';

type Status = 'idle' | 'submitting' | 'success' | 'error';

const EMPTY = { name: '', email: '', mobile: '', company: '', message: '' };
type Fields = typeof EMPTY;

/** The first four labels carry an asterisk (spec section 5); every field is required. */
const INPUTS: {
  name: Exclude<keyof Fields, 'message'>;
  label: string;
  type: string;
  autoComplete: string;
}[] = [
  { name: 'name', label: 'Name', type: 'text', autoComplete: 'name' },
  { name: 'email', label: 'Email', type: 'email', autoComplete: 'email' },
  { name: 'mobile', label: 'Mobile', type: 'tel', autoComplete: 'tel' },
  { name: 'company', label: 'Company', type: 'text', autoComplete: 'organization' },
];

function Asterisk() {
  // The `required` attribute tells assistive technology; the asterisk is for sighted readers.
  return (
    <span className="contact-form__asterisk" aria-hidden="true">
      {' '}
      *
    </span>
  );
}

/**
 * idle → submitting ("Submitting...", disabled) → success (green, form cleared) or error (red).
 * The answer's body is not read (spec section 7). The browser checks required fields, the email
 * format and the telephone type before anything is sent; what the server still refuses (its
 * 400 names the field) is shown on that field, which gets the focus, instead of the red message.
 */
export function ContactForm() {
  const { api } = useServices();
  const [fields, setFields] = useState<Fields>(EMPTY);
  const [status, setStatus] = useState<Status>('idle');
  const [fieldError, setFieldError] = useState<FieldError | null>(null);

  // Once the form is enabled again after sending, the refused field takes the focus.
  useEffect(() => {
    if (fieldError) document.getElementById(`contact-${fieldError.field}`)?.focus();
  }, [fieldError]);

  const update = (name: keyof Fields) => (value: string) => {
    setFields({ ...fields, [name]: value });
    if (fieldError?.field === name) setFieldError(null);
  };

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setStatus('submitting');
    setFieldError(null);
    try {
      await api.call(submitContactMessageOperation, { body: fields });
      setFields(EMPTY);
      setStatus('success');
    } catch (error) {
      const refused = contactFieldError(error);
      if (refused) {
        setFieldError(refused);
        setStatus('idle');
        return;
      }
      console.error('[rewright] The contact form could not be sent.', error);
      setStatus('error');
    }
  }

  const errorProps = (name: keyof Fields) =>
    fieldError?.field === name
      ? { 'aria-invalid': true, 'aria-describedby': `contact-${name}-error` }
      : {};
  const errorText = (name: keyof Fields) =>
    fieldError?.field === name && (
      <p id={`contact-${name}-error`} className="contact-form__field-error">
        {fieldError.message}
      </p>
    );

  const submitting = status === 'submitting';
  const isHydrated = useIsHydrated();
  return (
    <form className="contact-form" aria-labelledby="contact-form-title" onSubmit={submit}>
      <h2 id="contact-form-title" className="contact__section-title">
        Send us a message
      </h2>
      <p className="contact-form__hint">All fields are required.</p>
      <fieldset className="contact-form__fields" disabled={!isHydrated}>
        <div className="contact-form__grid">
          {INPUTS.map((input) => (
            <div key={input.name} className="contact-form__field">
              <label htmlFor={`contact-${input.name}`}>
                {input.label}
                <Asterisk />
              </label>
              <input
                id={`contact-${input.name}`}
                name={input.name}
                type={input.type}
                autoComplete={input.autoComplete}
                required
                maxLength={input.name === 'email' ? 254 : 120}
                value={fields[input.name]}
                onChange={(event) => update(input.name)(event.target.value)}
                {...errorProps(input.name)}
              />
              {errorText(input.name)}
            </div>
          ))}
        </div>
        <div className="contact-form__field">
          <label htmlFor="contact-message">Message</label>
          <textarea
            id="contact-message"
            name="message"
            required
            rows={6}
            maxLength={5000}
            value={fields.message}
            onChange={(event) => update('message')(event.target.value)}
            {...errorProps('message')}
          />
          {errorText('message')}
        </div>
        <button
          type="submit"
          className="button button--primary button--large"
          disabled={submitting}
        >
          {submitting ? 'Submitting...' : 'Send Message'}
        </button>
      </fieldset>
      <div aria-live="polite" className="contact-form__feedback">
        {status === 'success' && (
          <p className="contact-form__message contact-form__message--success" role="status">
            {CONTACT_SUCCESS}
          </p>
        )}
        {status === 'error' && (
          <p className="contact-form__message contact-form__message--error" role="alert">
            {CONTACT_FAILURE}
          </p>
        )}
      </div>
    </form>
  );
}
