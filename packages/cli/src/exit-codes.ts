import type { WorkspaceErrorKind } from '@rewright/workspace';

/** Every exit code of `rewright`, documented in the README and each command's help. */
export const EXIT = {
  ok: 0,
  /** The work ran, with findings: TODOs left, files not converted, type errors, failing tests. */
  findings: 1,
  /** Bad usage or unreadable input. */
  usage: 2,
  /** A bug in rewright. */
  internal: 3,
  /** Not signed in, or the sign-in ended or was refused by the server. */
  notSignedIn: 4,
  /** The server or the identity provider did not answer (or answered with an error). */
  unreachable: 5,
  /** The sign-in in the browser did not complete: denied, cancelled, timed out. */
  signInFailed: 6,
  /** `convert`: fewer credits left than the conversion takes; nothing written, nothing charged. */
  outOfCredits: 7,
  /** `convert`: the cost was not confirmed (answered no, or stdin is not a terminal and no --yes). */
  notConfirmed: 8,
  /** `convert`: charged, but the output could not be written; the same run again writes it free. */
  writeFailedAfterCharge: 9,
  /** `verify --compare`: no legacy runner (Protractor, selenium-webdriver) installed in the source project. */
  noLegacyRunner: 10,
  /** `verify --compare`: the original suite's runner reported no results (it crashed or hung). */
  legacyRunFailed: 11,
} as const;

export const exitCodeOf: Record<WorkspaceErrorKind, number> = {
  'not-signed-in': EXIT.notSignedIn,
  credentials: EXIT.notSignedIn,
  unreachable: EXIT.unreachable,
  'sign-in-failed': EXIT.signInFailed,
  'unreadable-input': EXIT.usage,
  'out-of-credits': EXIT.outOfCredits,
  'not-confirmed': EXIT.notConfirmed,
  'write-failed-after-charge': EXIT.writeFailedAfterCharge,
};

/** The exit codes as each command's help lists them. */
export const ACCOUNT_EXIT_CODES = `Exit codes:
  0  done
  2  bad usage
  4  not signed in (or the sign-in ended): run 'rewright login'
  5  the server or the identity provider did not answer
`;
