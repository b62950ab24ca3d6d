import { join } from 'node:path';
import { z } from 'zod';
import { JsonFile, readJsonFile } from '@rewright/stand-in-kit/json-file';

/** A stored answer to a POST, replayed for a repeat of its `Idempotency-Key`. */
const StoredAnswerSchema = z.object({
  key: z.string(),
  /** `POST /v1/…` plus the parsed parameters: a repeat must match it exactly. */
  fingerprint: z.string(),
  statusCode: z.number(),
  body: z.string(),
  /** Epoch milliseconds. */
  createdAt: z.number(),
});
export type StoredAnswer = z.infer<typeof StoredAnswerSchema>;

// Stripe keeps keys for at least 24 hours.
const retentionMs = 24 * 60 * 60 * 1000;

/** Answers by idempotency key, in `idempotency.json`, plus the keys of requests still running. */
export class IdempotencyStore {
  private readonly running = new Set<string>();

  private constructor(
    private readonly file: JsonFile<StoredAnswer[]>,
    private readonly answers: Map<string, StoredAnswer>,
  ) {}

  static async open(dataDir: string): Promise<IdempotencyStore> {
    const path = join(dataDir, 'idempotency.json');
    const list = await readJsonFile(path, z.array(StoredAnswerSchema), []);
    return new IdempotencyStore(new JsonFile(path), new Map(list.map((a) => [a.key, a])));
  }

  find(key: string, now: Date): StoredAnswer | undefined {
    const answer = this.answers.get(key);
    return answer && now.getTime() - answer.createdAt < retentionMs ? answer : undefined;
  }

  /** `false` when a request with this key is already running. */
  begin(key: string): boolean {
    if (this.running.has(key)) return false;
    this.running.add(key);
    return true;
  }

  end(key: string): void {
    this.running.delete(key);
  }

  async store(answer: StoredAnswer, now: Date): Promise<void> {
    for (const [key, old] of this.answers) {
      if (now.getTime() - old.createdAt >= retentionMs) this.answers.delete(key);
    }
    this.answers.set(answer.key, answer);
    await this.file.save([...this.answers.values()]);
  }
}
