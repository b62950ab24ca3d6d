import type { Queryable } from '../db/database';
import { contactMessages } from '../db/schema';

export type ContactMessageRow = typeof contactMessages.$inferSelect;
export type NewContactMessageRow = typeof contactMessages.$inferInsert;

export async function insertContactMessage(
  db: Queryable,
  values: NewContactMessageRow,
): Promise<ContactMessageRow> {
  const [row] = await db.insert(contactMessages).values(values).returning();
  if (!row) throw new Error('insert into contact_messages returned no row');
  return row;
}
