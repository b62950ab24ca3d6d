/**
 * What the user reads when the identity provider sends the browser back with an OAuth error
 * instead of a code (RFC 6749 §4.1.2.1, OpenID Connect Core §3.1.2.6). The provider's own
 * `error_description` is said as it is; without one, a known code gets a sentence from this one
 * catalogue (the CLI and the desktop app both read it through the sign-in), and an unknown code is
 * named as it came.
 */
const MESSAGES: Readonly<Record<string, string>> = {
  access_denied: 'Sign-in was cancelled or denied in the browser.',
  login_required:
    'Sign-in was not completed: the identity provider needs you to log in. Try again and log in in the browser.',
  interaction_required:
    'Sign-in was not completed: the identity provider needs you to finish a step in the browser. Try again and complete it there.',
  invalid_request:
    'Sign-in was not completed: the identity provider refused the sign-in request. Check the server address in the settings.',
  server_error:
    'Sign-in was not completed: the identity provider had an internal error. Try again later.',
  temporarily_unavailable:
    'Sign-in was not completed: the identity provider is temporarily unavailable. Try again in a few minutes.',
};

/** The message for an `error` (and optional `error_description`) sent back to the loopback listener. */
export function describeSignInDenial(error: string, description?: string | null): string {
  if (description) return `Sign-in was not completed: ${description}.`;
  return Object.hasOwn(MESSAGES, error) ? MESSAGES[error]! : `Sign-in was not completed: ${error}.`;
}
