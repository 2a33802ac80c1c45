ALTER TABLE "flow_runs" ADD COLUMN "cause_flow_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "cause" jsonb;--> statement-breakpoint
ALTER TABLE "api_idempotency" ADD COLUMN "fingerprint" text;--> statement-breakpoint
-- Issue 44: the replay cache keeps no secret. Answers to webhook registrations kept before this
-- lose their signing secret here; a replay reads it again from the webhook, where it is sealed.
UPDATE "api_idempotency" SET "body" = "body" - 'secret' WHERE "request" = 'POST /api/v1/webhooks' AND jsonb_typeof("body") = 'object';
