import { eq } from 'drizzle-orm';
import type { Queryable } from '../db/database';
import { users } from '../db/schema';

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;

export async function findUserByKeycloakId(
  db: Queryable,
  keycloakId: string,
): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.keycloakId, keycloakId)).limit(1);
  return row;
}

export async function insertUser(db: Queryable, values: NewUserRow): Promise<UserRow> {
  const [row] = await db.insert(users).values(values).returning();
  if (!row) throw new Error('insert into users returned no row');
  return row;
}
