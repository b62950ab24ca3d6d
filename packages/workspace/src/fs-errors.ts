/** A file-system error as a user reads it: "permission denied", not "EACCES: permission denied, open '…'". */
export function describeFsError(error: unknown): string {
  const code = (error as NodeJS.ErrnoException).code;
  const reasons: Record<string, string> = {
    ENOENT: 'no such file or folder',
    EACCES: 'permission denied',
    EPERM: 'operation not permitted',
    ENOTDIR: 'not a folder',
    EISDIR: 'is a folder',
    EEXIST: 'already exists',
    EROFS: 'read-only file system',
    ENOSPC: 'no space left on device',
    ELOOP: 'too many symbolic links (a loop)',
    ENXIO: 'no reader on the other end (not a regular file)',
  };
  return (code && reasons[code]) ?? (error instanceof Error ? error.message : String(error));
}
