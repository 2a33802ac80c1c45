CREATE TABLE "call_recordings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"call_id" uuid NOT NULL,
	"lead_id" uuid,
	"kind" text NOT NULL,
	"recording_sid" text NOT NULL,
	"account_sid" text NOT NULL,
	"duration_seconds" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"delete_error" text
);
--> statement-breakpoint
ALTER TABLE "calls" DROP CONSTRAINT "calls_lead_id_leads_id_fk";
--> statement-breakpoint
ALTER TABLE "call_settings" ADD COLUMN "record_calls" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "calls" ADD COLUMN "billed_seconds" integer;--> statement-breakpoint
ALTER TABLE "calls" ADD COLUMN "recorded" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "call_recordings" ADD CONSTRAINT "call_recordings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "call_recordings" ADD CONSTRAINT "call_recordings_call_id_calls_id_fk" FOREIGN KEY ("call_id") REFERENCES "public"."calls"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "call_recordings_recording_sid_idx" ON "call_recordings" USING btree ("recording_sid");--> statement-breakpoint
CREATE INDEX "call_recordings_call_idx" ON "call_recordings" USING btree ("call_id");--> statement-breakpoint
CREATE INDEX "call_recordings_lead_idx" ON "call_recordings" USING btree ("lead_id");--> statement-breakpoint
CREATE INDEX "call_recordings_kept_idx" ON "call_recordings" USING btree ("user_id","created_at") WHERE deleted_at IS NULL;--> statement-breakpoint
ALTER TABLE "calls" ADD CONSTRAINT "calls_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "calls_lead_idx" ON "calls" USING btree ("lead_id");--> statement-breakpoint
-- Voicemails taken before this migration: their recording's SID ends Twilio's RecordingUrl.
INSERT INTO "call_recordings" ("user_id", "call_id", "lead_id", "kind", "recording_sid", "account_sid", "duration_seconds", "created_at")
SELECT "user_id", "id", "lead_id", 'voicemail', substring("recording_url" from '/Recordings/(RE[0-9A-Za-z]+)'), "account_sid", "duration_seconds", coalesce("ended_at", "created_at")
FROM "calls" WHERE "account_sid" IS NOT NULL AND "recording_url" ~ '/Recordings/RE[0-9A-Za-z]+'
ON CONFLICT DO NOTHING;--> statement-breakpoint
ALTER TABLE "calls" DROP COLUMN "recording_url";
