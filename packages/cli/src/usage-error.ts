/**
 * Bad usage or unreadable input: the command stops before converting anything and exits with 2.
 * `command` names the help to point at (`rewright convert --help`).
 */
export class UsageError extends Error {
  constructor(
    message: string,
    readonly command: string = 'rewright',
  ) {
    super(message);
  }
}
