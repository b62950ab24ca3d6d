-- A cancellation used to add a row of its own, without a session id, beside the checkout's
-- pending row. It now changes the checkout's row, so those extra rows (no money, no credits) go.
DELETE FROM "payments" WHERE "provider_session_id" IS NULL;--> statement-breakpoint
ALTER TABLE "payments" ALTER COLUMN "provider_session_id" SET NOT NULL;
