-- The conversions table of 0000 was never written by any release (credits were spent through the
-- ledger alone). It now records every spend: files, test cases converted and charged (converted
-- without a TODO), credits and source kinds, with the key unique per user like the ledger reference.
DELETE FROM "conversions";--> statement-breakpoint
ALTER TABLE "conversions" DROP CONSTRAINT "conversions_idempotency_key_unique";--> statement-breakpoint
ALTER TABLE "conversions" DROP COLUMN "source_kind";--> statement-breakpoint
ALTER TABLE "conversions" DROP COLUMN "test_count";--> statement-breakpoint
ALTER TABLE "conversions" DROP COLUMN "status";--> statement-breakpoint
ALTER TABLE "conversions" ADD COLUMN "files" integer NOT NULL;--> statement-breakpoint
ALTER TABLE "conversions" ADD COLUMN "test_cases" integer NOT NULL;--> statement-breakpoint
ALTER TABLE "conversions" ADD COLUMN "test_cases_charged" integer NOT NULL;--> statement-breakpoint
ALTER TABLE "conversions" ADD COLUMN "source_kinds" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
CREATE INDEX "conversions_user_id_created_at_idx" ON "conversions" USING btree ("user_id","created_at");--> statement-breakpoint
ALTER TABLE "conversions" ADD CONSTRAINT "conversions_user_key_unique" UNIQUE("user_id","idempotency_key");--> statement-breakpoint
ALTER TABLE "conversions" ADD CONSTRAINT "conversions_counts_check" CHECK ("conversions"."files" >= 0 and "conversions"."test_cases_charged" >= 0 and "conversions"."test_cases_charged" <= "conversions"."test_cases" and "conversions"."credits" >= 0);--> statement-breakpoint
-- Spends made before this migration become conversions without facts (files 0, no source kinds,
-- every test case charged), so the usage list adds up to the credits used.
INSERT INTO "conversions" ("user_id", "idempotency_key", "files", "test_cases", "test_cases_charged", "credits", "created_at")
  SELECT "user_id", substr("reference", length('conversion:' || "user_id"::text || ':') + 1), 0, -"delta", -"delta", -"delta", "created_at"
  FROM "credit_ledger" WHERE "kind" = 'conversion';
