import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';

// Tables of ARCHITECTURE.md "Data and credits". Column names are snake_case in SQL and camelCase in TypeScript.

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());

export const users = pgTable('users', {
  id: uuid('id').primaryKey().defaultRandom(),
  /** The identity provider's `sub`: the one identity of a user. */
  keycloakId: text('keycloak_id').notNull().unique(),
  username: text('username').notNull(),
  email: text('email').notNull(),
  firstName: text('first_name').notNull().default(''),
  lastName: text('last_name').notNull().default(''),
  contactNumber: text('contact_number').notNull().default(''),
  company: text('company').notNull().default(''),
  role: text('role').notNull().default(''),
  isActive: boolean('is_active').notNull().default(true),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/**
 * Every credit movement. The balance is never stored: it is the sum of `delta`.
 * `reference` is unique so a grant or a consumption happens at most once
 * (`signup:{sub}`, a checkout session id, a conversion's idempotency key).
 */
export const creditLedger = pgTable(
  'credit_ledger',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    delta: integer('delta').notNull(),
    kind: text('kind', { enum: ['signup_grant', 'purchase', 'conversion'] }).notNull(),
    reference: text('reference').notNull().unique(),
    note: text('note').notNull().default(''),
    createdAt: createdAt(),
  },
  (table) => [
    check(
      'credit_ledger_kind_check',
      sql`${table.kind} in ('signup_grant', 'purchase', 'conversion')`,
    ),
    // Every balance is a sum over one user's rows.
    index('credit_ledger_user_id_idx').on(table.userId),
  ],
);

/**
 * Payment history: one row per provider checkout session, pending → succeeded | cancelled |
 * expired. A cancellation changes the checkout's own row; it never adds one.
 */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The checkout session id. */
    providerSessionId: text('provider_session_id').notNull().unique(),
    /** The plan bought, as the plans table priced it when the session was created. */
    planId: uuid('plan_id').references(() => plans.id),
    /** Minor units (cents). */
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    /** Credits the fulfilment grants, fixed when the session is created (never from the client). */
    credits: integer('credits').notNull().default(0),
    status: text('status', {
      enum: ['pending', 'succeeded', 'expired', 'cancelled'],
    }).notNull(),
    customerEmail: text('customer_email').notNull().default(''),
    description: text('description').notNull().default(''),
    planType: text('plan_type').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    check(
      'payments_status_check',
      sql`${table.status} in ('pending', 'succeeded', 'expired', 'cancelled')`,
    ),
    index('payments_user_id_created_at_idx').on(table.userId, table.createdAt),
  ],
);

export const plans = pgTable('plans', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  slug: text('slug').notNull().unique(),
  /** Minor units; null for a custom-priced plan (Enterprise). */
  amount: integer('amount'),
  currency: text('currency').notNull().default('USD'),
  /** Credits granted by the plan; null for a custom plan. */
  credits: integer('credits'),
  description: text('description').notNull().default(''),
  activeFeatures: jsonb('active_features').$type<string[]>().notNull().default([]),
  inactiveFeatures: jsonb('inactive_features').$type<string[]>().notNull().default([]),
  sortOrder: integer('sort_order').notNull().default(0),
  isPublic: boolean('is_public').notNull().default(true),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const termsVersions = pgTable('terms_versions', {
  id: uuid('id').primaryKey().defaultRandom(),
  version: text('version').notNull().unique(),
  content: text('content').notNull(),
  publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
});

export const termsAcceptances = pgTable(
  'terms_acceptances',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    termsVersionId: uuid('terms_version_id')
      .notNull()
      .references(() => termsVersions.id),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('terms_acceptances_user_version_unique').on(table.userId, table.termsVersionId),
  ],
);

export const contactMessages = pgTable('contact_messages', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  mobile: text('mobile').notNull(),
  company: text('company').notNull(),
  message: text('message').notNull(),
  createdAt: createdAt(),
});

/**
 * One row per conversion a client reported through POST /credits/consume, written in the same
 * transaction as its credit_ledger row (none when it cost 0). `credits` = `test_cases_charged`:
 * one credit per test case converted without a TODO inside it. The key is unique per user, like
 * the ledger reference `conversion:{user_id}:{idempotency_key}`.
 */
export const conversions = pgTable(
  'conversions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    idempotencyKey: text('idempotency_key').notNull(),
    /** Files written; 0 for a spend reported without conversion facts. */
    files: integer('files').notNull(),
    testCases: integer('test_cases').notNull(),
    testCasesCharged: integer('test_cases_charged').notNull(),
    credits: integer('credits').notNull(),
    sourceKinds: jsonb('source_kinds').$type<string[]>().notNull().default([]),
    createdAt: createdAt(),
  },
  (table) => [
    unique('conversions_user_key_unique').on(table.userId, table.idempotencyKey),
    // The usage list: one user's rows, newest first.
    index('conversions_user_id_created_at_idx').on(table.userId, table.createdAt),
    check(
      'conversions_counts_check',
      sql`${table.files} >= 0 and ${table.testCasesCharged} >= 0 and ${table.testCasesCharged} <= ${table.testCases} and ${table.credits} >= 0`,
    ),
  ],
);
