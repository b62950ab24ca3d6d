import { and, desc, eq } from 'drizzle-orm';
import type { Queryable } from '../db/database';
import { payments, plans } from '../db/schema';
import type { PlanRow } from '../plans/plan-repository';

export type PaymentRow = typeof payments.$inferSelect;
export type NewPaymentRow = typeof payments.$inferInsert;

export async function insertPayment(db: Queryable, values: NewPaymentRow): Promise<PaymentRow> {
  const [row] = await db.insert(payments).values(values).returning();
  if (!row) throw new Error('insert into payments returned no row');
  return row;
}

export async function findPaymentBySessionId(
  db: Queryable,
  sessionId: string,
): Promise<PaymentRow | undefined> {
  const [row] = await db
    .select()
    .from(payments)
    .where(eq(payments.providerSessionId, sessionId))
    .limit(1);
  return row;
}

export async function markPaymentSucceeded(
  db: Queryable,
  id: string,
  customerEmail: string,
): Promise<PaymentRow> {
  const [row] = await db
    .update(payments)
    .set({ status: 'succeeded', customerEmail })
    .where(eq(payments.id, id))
    .returning();
  if (!row) throw new Error('update of payments returned no row');
  return row;
}

/** The caller's own checkout row; undefined for another user's or an unknown id. */
export async function findPaymentOfUser(
  db: Queryable,
  id: string,
  userId: string,
): Promise<PaymentRow | undefined> {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.id, id), eq(payments.userId, userId)))
    .limit(1);
  return row;
}

/** Only a pending checkout is cancelled; the answer says whether this call changed it. */
export async function markPaymentCancelled(db: Queryable, id: string): Promise<boolean> {
  const updated = await db
    .update(payments)
    .set({ status: 'cancelled' })
    .where(and(eq(payments.id, id), eq(payments.status, 'pending')))
    .returning({ id: payments.id });
  return updated.length > 0;
}

/** Only a pending checkout expires; a paid one stays paid whatever arrives late. */
export async function markPaymentExpired(db: Queryable, sessionId: string): Promise<boolean> {
  const updated = await db
    .update(payments)
    .set({ status: 'expired' })
    .where(and(eq(payments.providerSessionId, sessionId), eq(payments.status, 'pending')))
    .returning({ id: payments.id });
  return updated.length > 0;
}

/** A user's payments, newest first. */
export async function listPaymentsOfUser(
  db: Queryable,
  userId: string,
  page: { skip: number; limit: number },
): Promise<PaymentRow[]> {
  return db
    .select()
    .from(payments)
    .where(eq(payments.userId, userId))
    .orderBy(desc(payments.createdAt), desc(payments.id))
    .offset(page.skip)
    .limit(page.limit);
}

/** The plan of the user's most recently fulfilled purchase; undefined when they never bought one. */
export async function findLastPurchasedPlan(
  db: Queryable,
  userId: string,
): Promise<PlanRow | undefined> {
  const [row] = await db
    .select({ plan: plans })
    .from(payments)
    .innerJoin(plans, eq(payments.planId, plans.id))
    .where(and(eq(payments.userId, userId), eq(payments.status, 'succeeded')))
    .orderBy(desc(payments.updatedAt))
    .limit(1);
  return row?.plan;
}
