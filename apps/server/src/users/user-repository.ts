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

export async function updateUser(
  db: Queryable,
  id: string,
  values: Partial<
    Pick<
      NewUserRow,
      'username' | 'email' | 'firstName' | 'lastName' | 'contactNumber' | 'company' | 'role'
    >
  >,
): Promise<UserRow> {
  const [row] = await db.update(users).set(values).where(eq(users.id, id)).returning();
  if (!row) throw new Error('update of users returned no row');
  return row;
}
