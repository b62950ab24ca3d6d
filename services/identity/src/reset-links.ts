import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { z } from 'zod';
import { JsonFile, readJsonFile } from '@rewright/stand-in-kit/json-file';

/** The spec's constant: documentation reset links expire after 24 hours. */
export const resetLinkLifetimeMs = 24 * 60 * 60 * 1000;
// Only the development page reads old links; a short history is enough.
const keptLinks = 100;

const ResetLinkSchema = z.object({
  token: z.string(),
  userId: z.string(),
  username: z.string(),
  createdAt: z.number(),
  expiresAt: z.number(),
  usedAt: z.number().nullable(),
  /** The authorization request the user came from, to offer "Sign in" afterwards. */
  returnQuery: z.string(),
});
export type ResetLink = z.infer<typeof ResetLinkSchema>;

export type ResetLinkLookup =
  { status: 'valid'; link: ResetLink } | { status: 'expired' | 'used' | 'unknown' };

/**
 * Single-use password reset links. The token is stored in clear because the development
 * page must show the links (there is no mail server); a production IdP would store a hash.
 */
export class ResetLinkStore {
  private constructor(
    private readonly file: JsonFile<ResetLink[]>,
    private links: ResetLink[],
  ) {}

  static async open(dataDir: string): Promise<ResetLinkStore> {
    const path = join(dataDir, 'reset-links.json');
    return new ResetLinkStore(
      new JsonFile(path),
      await readJsonFile(path, z.array(ResetLinkSchema), []),
    );
  }

  async create(
    user: { id: string; username: string },
    returnQuery: string,
    now: Date,
  ): Promise<ResetLink> {
    const link: ResetLink = {
      token: randomBytes(32).toString('base64url'),
      userId: user.id,
      username: user.username,
      createdAt: now.getTime(),
      expiresAt: now.getTime() + resetLinkLifetimeMs,
      usedAt: null,
      returnQuery,
    };
    this.links = [...this.links, link].slice(-keptLinks);
    await this.file.save(this.links);
    return link;
  }

  find(token: string, now: Date): ResetLinkLookup {
    const link = this.links.find((candidate) => candidate.token === token);
    if (!link) return { status: 'unknown' };
    if (link.usedAt !== null) return { status: 'used' };
    if (link.expiresAt <= now.getTime()) return { status: 'expired' };
    return { status: 'valid', link };
  }

  async markUsed(link: ResetLink, now: Date): Promise<void> {
    link.usedAt = now.getTime();
    await this.file.save(this.links);
  }

  /** Newest first, for the development page. */
  recent(): ResetLink[] {
    return [...this.links].reverse();
  }
}
