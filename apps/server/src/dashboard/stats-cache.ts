/**
 * The dashboard's per-user rows in memory, keyed by the token's `sub`, with at most `maxEntries`
 * users (least recently read go first). It never answers what a committed write has changed:
 *
 * - `evictUser` (on every notification naming the user) drops the entry;
 * - a read that started before an eviction may not store what it read (it may predate the write):
 *   each read takes a ticket (`begin`) before it queries, and `fill` refuses a ticket older than
 *   the user's last eviction or the last `clear`;
 * - while no notification can arrive (`setListening(false)`) nothing is served or stored.
 */
export interface StatsCache<Row extends { id: string }> {
  /** The cached row, or undefined: not cached, or the cache is bypassed. */
  get(sub: string): Row | undefined;
  /** Call right before querying the database for a row to `fill` with. */
  begin(): Ticket;
  /** Stores `row` for `sub` unless something was evicted since `ticket` was taken. */
  fill(ticket: Ticket, sub: string, row: Row): void;
  /** The user's figures changed (a notification, or a write by this process). */
  evictUser(userId: string): void;
  /** Forget everyone (notifications may have been missed). */
  clear(): void;
  /** False: notifications are not arriving, so the cache is bypassed (and emptied). */
  setListening(listening: boolean): void;
  readonly listening: boolean;
  readonly size: number;
}

export interface Ticket {
  readonly seq: number;
}

export function createStatsCache<Row extends { id: string }>(maxEntries: number): StatsCache<Row> {
  const entries = new Map<string, Row>(); // by sub, least recently used first
  const subOfUser = new Map<string, string>();
  // When each user was last evicted, so a read begun before that is not stored. Bounded like the
  // entries; forgetting the oldest raises `floor`, which refuses every older ticket instead.
  const evictedAt = new Map<string, number>();
  let seq = 0;
  let floor = 0;
  let listening = false;

  const remove = (sub: string) => {
    const row = entries.get(sub);
    if (!row) return;
    entries.delete(sub);
    if (subOfUser.get(row.id) === sub) subOfUser.delete(row.id);
  };
  const clear = () => {
    floor = ++seq;
    entries.clear();
    subOfUser.clear();
    evictedAt.clear();
  };

  return {
    get(sub) {
      if (!listening) return undefined;
      const row = entries.get(sub);
      if (row) {
        entries.delete(sub);
        entries.set(sub, row);
      }
      return row;
    },
    begin: () => ({ seq }),
    fill(ticket, sub, row) {
      if (!listening || ticket.seq < floor) return;
      if ((evictedAt.get(row.id) ?? 0) > ticket.seq) return;
      remove(sub);
      entries.set(sub, row);
      subOfUser.set(row.id, sub);
      if (entries.size > maxEntries) remove(entries.keys().next().value!);
    },
    evictUser(userId) {
      evictedAt.delete(userId);
      evictedAt.set(userId, ++seq);
      if (evictedAt.size > maxEntries) {
        const [oldest, at] = evictedAt.entries().next().value!;
        evictedAt.delete(oldest);
        floor = Math.max(floor, at);
      }
      const sub = subOfUser.get(userId);
      if (sub !== undefined) remove(sub);
    },
    clear,
    setListening(value) {
      listening = value;
      clear();
    },
    get listening() {
      return listening;
    },
    get size() {
      return entries.size;
    },
  };
}
