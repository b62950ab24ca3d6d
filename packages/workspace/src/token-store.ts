import { z } from 'zod';

/**
 * One signed-in session of the desktop app or the CLI: the tokens, when they expire, and where
 * they came from, so a refresh or a sign-out needs no discovery. Times are epoch milliseconds.
 */
export const StoredSessionSchema = z.object({
  /** The Rewright server the session is for (its origin, e.g. `http://localhost:8001`). */
  server: z.string(),
  provider: z.object({
    issuer: z.string(),
    clientId: z.string(),
    tokenEndpoint: z.string(),
    /** RFC 7009; absent when the provider has none (the session then ends only by expiry). */
    revocationEndpoint: z.string().optional(),
  }),
  accessToken: z.string(),
  accessTokenExpiresAt: z.number(),
  refreshToken: z.string(),
  refreshTokenExpiresAt: z.number().optional(),
  idToken: z.string().optional(),
  user: z.object({ sub: z.string(), username: z.string(), email: z.string() }),
});
export type StoredSession = z.infer<typeof StoredSessionSchema>;

/**
 * Where a session is kept: a 0600 file for the CLI (`file-token-store.ts`), the OS keychain
 * through Electron's `safeStorage` in the desktop app. Never logs or prints a token.
 */
export interface TokenStore {
  /** What to name in messages (a file path, "the system keychain"). */
  readonly location: string;
  read(): Promise<StoredSession | undefined>;
  write(session: StoredSession): Promise<void>;
  delete(): Promise<void>;
}

/** A store in memory, for tests and for a process that must not persist anything. */
export function createMemoryTokenStore(initial?: StoredSession): TokenStore {
  let session = initial;
  return {
    location: 'memory',
    read: async () => session,
    write: async (next) => {
      session = next;
    },
    delete: async () => {
      session = undefined;
    },
  };
}
