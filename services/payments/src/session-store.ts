import { join } from 'node:path';
import { z } from 'zod';
import type { StoredSession } from './checkout-session.js';
import { JsonFile, readJsonFile } from '@rewright/stand-in-kit/json-file';

// The file is ours: its outline is checked (against a hand-edited or truncated file) and the
// rest is trusted to be what we wrote.
const StoredSessionsSchema = z.array(
  z.object({
    apiVersion: z.string(),
    lineItems: z.array(z.looseObject({ id: z.string() })),
    session: z.looseObject({
      id: z.string(),
      status: z.enum(['open', 'complete', 'expired']),
      expires_at: z.number(),
    }),
  }),
) as unknown as z.ZodType<StoredSession[]>;

/** Checkout Sessions, kept in `sessions.json` so a restart keeps them. */
export class SessionStore {
  private constructor(
    private readonly file: JsonFile<StoredSession[]>,
    private readonly sessions: Map<string, StoredSession>,
  ) {}

  static async open(dataDir: string): Promise<SessionStore> {
    const path = join(dataDir, 'sessions.json');
    const list = await readJsonFile(path, StoredSessionsSchema, []);
    return new SessionStore(new JsonFile(path), new Map(list.map((s) => [s.session.id, s])));
  }

  get(id: string): StoredSession | undefined {
    return this.sessions.get(id);
  }

  /** Open sessions whose time is up (expired lazily, when someone looks). */
  dueForExpiry(nowSeconds: number): StoredSession[] {
    return [...this.sessions.values()].filter(
      (stored) => stored.session.status === 'open' && stored.session.expires_at <= nowSeconds,
    );
  }

  /** Every session still open (their expiry timers are set again after a restart). */
  open(): StoredSession[] {
    return [...this.sessions.values()].filter((stored) => stored.session.status === 'open');
  }

  async add(stored: StoredSession): Promise<void> {
    this.sessions.set(stored.session.id, stored);
    await this.save();
  }

  /** Persists changes made to sessions obtained from `get`. */
  save(): Promise<void> {
    return this.file.save([...this.sessions.values()]);
  }
}
