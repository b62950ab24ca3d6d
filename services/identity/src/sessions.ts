import { randomBytes, randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { z } from 'zod';
import { JsonFile, readJsonFile } from '@rewright/stand-in-kit/json-file';

/**
 * One token chain of a client inside a session: started by a code exchange, continued by
 * refreshes. Only the refresh token named by `refreshJti` is accepted (rotation); revoking
 * the grant kills its refresh token and every access token carrying its id.
 */
const GrantSchema = z.object({
  id: z.string(),
  clientId: z.string(),
  scope: z.string(),
  refreshJti: z.string().nullable(),
  revoked: z.boolean(),
});
export type Grant = z.infer<typeof GrantSchema>;

const SsoSessionSchema = z.object({
  /** The `sid` claim; the HttpOnly KEYCLOAK_IDENTITY cookie carries it. */
  id: z.string(),
  userId: z.string(),
  /** Epoch seconds of the password check (`auth_time`). */
  authTime: z.number(),
  /** Epoch seconds of the last use; idle longer than the SSO idle time ends the session. */
  lastSeenAt: z.number(),
  grants: z.array(GrantSchema),
});
export type SsoSession = z.infer<typeof SsoSessionSchema>;

// A page reload with silent SSO starts a new grant each time; old chains are dropped past this.
const maxGrantsPerSession = 50;

const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

/** SSO sessions, kept in `sessions.json` so a restart keeps everyone signed in. */
export class SessionStore {
  private constructor(
    private readonly file: JsonFile<SsoSession[]>,
    private sessions: SsoSession[],
    private readonly idleSeconds: number,
  ) {}

  static async open(dataDir: string, idleSeconds: number): Promise<SessionStore> {
    const path = join(dataDir, 'sessions.json');
    const sessions = await readJsonFile(path, z.array(SsoSessionSchema), []);
    return new SessionStore(new JsonFile(path), sessions, idleSeconds);
  }

  async create(userId: string, now: Date): Promise<SsoSession> {
    this.sessions = this.sessions.filter((session) => this.isActive(session, now));
    const session: SsoSession = {
      id: randomUUID(),
      userId,
      authTime: seconds(now),
      lastSeenAt: seconds(now),
      grants: [],
    };
    this.sessions.push(session);
    await this.save();
    return session;
  }

  /** The session if it exists and has not been idle too long. */
  findActive(id: string | undefined, now: Date): SsoSession | undefined {
    const session = id ? this.sessions.find((candidate) => candidate.id === id) : undefined;
    return session && this.isActive(session, now) ? session : undefined;
  }

  async touch(session: SsoSession, now: Date): Promise<void> {
    session.lastSeenAt = seconds(now);
    await this.save();
  }

  async end(id: string): Promise<void> {
    const before = this.sessions.length;
    this.sessions = this.sessions.filter((session) => session.id !== id);
    if (this.sessions.length !== before) await this.save();
  }

  async endAllOfUser(userId: string): Promise<void> {
    this.sessions = this.sessions.filter((session) => session.userId !== userId);
    await this.save();
  }

  async startGrant(session: SsoSession, clientId: string, scope: string): Promise<Grant> {
    // The id is the prefix of every jti issued under the grant (see tokens.ts), so it stays short.
    const grant: Grant = {
      id: randomBytes(9).toString('base64url'),
      clientId,
      scope,
      refreshJti: null,
      revoked: false,
    };
    session.grants = [...session.grants, grant].slice(-maxGrantsPerSession);
    await this.save();
    return grant;
  }

  findGrant(session: SsoSession, grantId: string): Grant | undefined {
    return session.grants.find((grant) => grant.id === grantId);
  }

  /** Finds a grant across sessions (a reused code must revoke tokens wherever they are). */
  async revokeGrant(grantId: string): Promise<void> {
    for (const session of this.sessions) {
      const grant = session.grants.find((candidate) => candidate.id === grantId);
      if (grant) {
        grant.revoked = true;
        grant.refreshJti = null;
        await this.save();
      }
    }
  }

  save(): Promise<void> {
    return this.file.save(this.sessions);
  }

  private isActive(session: SsoSession, now: Date): boolean {
    return seconds(now) - session.lastSeenAt <= this.idleSeconds;
  }
}
