import type { Conversion, ConversionList, ConversionListQuery } from '@rewright/contracts';
import { and, count, desc, eq } from 'drizzle-orm';
import type { Queryable } from '../db/database';
import { conversions } from '../db/schema';

export type ConversionRow = typeof conversions.$inferSelect;

/** What a conversion reports about itself (never the code: source stays on the user's machine). */
export interface ConversionFacts {
  files: number;
  testCases: number;
  /** Converted without a TODO inside: one credit each. */
  testCasesCharged: number;
  sourceKinds: string[];
}

export async function findConversion(
  db: Queryable,
  userId: string,
  idempotencyKey: string,
): Promise<ConversionRow | undefined> {
  const [row] = await db
    .select()
    .from(conversions)
    .where(and(eq(conversions.userId, userId), eq(conversions.idempotencyKey, idempotencyKey)))
    .limit(1);
  return row;
}

export async function insertConversion(
  db: Queryable,
  userId: string,
  idempotencyKey: string,
  facts: ConversionFacts,
): Promise<ConversionRow> {
  const [row] = await db
    .insert(conversions)
    .values({ userId, idempotencyKey, credits: facts.testCasesCharged, ...facts })
    .returning();
  return row!;
}

/** One page of a user's conversions, newest first, and how many there are in all. */
export async function listConversionsOfUser(
  db: Queryable,
  userId: string,
  page: ConversionListQuery,
): Promise<ConversionList> {
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(conversions)
      .where(eq(conversions.userId, userId))
      .orderBy(desc(conversions.createdAt), desc(conversions.id))
      .offset(page.skip)
      .limit(page.limit),
    db.select({ value: count() }).from(conversions).where(eq(conversions.userId, userId)),
  ]);
  return { conversions: rows.map(toConversion), total: Number(total?.value ?? 0) };
}

export function toConversion(row: ConversionRow): Conversion {
  return {
    id: row.id,
    idempotency_key: row.idempotencyKey,
    files: row.files,
    test_cases: row.testCases,
    test_cases_charged: row.testCasesCharged,
    test_cases_free: row.testCases - row.testCasesCharged,
    credits: row.credits,
    source_kinds: row.sourceKinds,
    created_at: row.createdAt.toISOString(),
  };
}

/** Whether a retry reports the same conversion as the row its key already recorded. */
export function isSameConversion(row: ConversionRow, facts: ConversionFacts): boolean {
  return (
    row.files === facts.files &&
    row.testCases === facts.testCases &&
    row.testCasesCharged === facts.testCasesCharged &&
    [...row.sourceKinds].sort().join(',') === [...facts.sourceKinds].sort().join(',')
  );
}
