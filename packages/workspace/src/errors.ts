/**
 * What can stop a workspace operation, as data the CLI and the desktop app map to exit codes and
 * messages. `message` is for the user: one sentence, with what to do next where there is something.
 */
export type WorkspaceErrorKind =
  /** No stored sign-in (or it ended): `rewright login`. */
  | 'not-signed-in'
  /** The server or the identity provider did not answer, or answered with an unexpected error. */
  | 'unreachable'
  /** The browser step did not complete: denied, timed out, cancelled, or the provider refused the code. */
  | 'sign-in-failed'
  /** An input folder or file cannot be used. */
  | 'unreadable-input'
  /** The stored credentials cannot be read safely. */
  | 'credentials'
  /** The account has fewer credits than the conversion costs: nothing was written or charged. */
  | 'out-of-credits'
  /** The cost was not confirmed (declined, or nobody there to ask): nothing written or charged. */
  | 'not-confirmed'
  /** The conversion was paid for but its output could not be written; a re-run writes it free. */
  | 'write-failed-after-charge';

export class WorkspaceError extends Error {
  constructor(
    readonly kind: WorkspaceErrorKind,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

export const notSignedIn = (detail = 'You are not signed in') =>
  new WorkspaceError('not-signed-in', `${detail}. Run 'rewright login' to sign in.`);
