CREATE TABLE "call_settings" (
	"user_id" text PRIMARY KEY NOT NULL,
	"missed_call_text_enabled" boolean DEFAULT true NOT NULL,
	"missed_call_text" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "calls" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"agent_id" text,
	"lead_id" uuid,
	"direction" text NOT NULL,
	"from_number" text NOT NULL,
	"to_number" text NOT NULL,
	"agent_phone" text,
	"account_sid" text,
	"call_sid" text,
	"state" text DEFAULT 'queued' NOT NULL,
	"outcome" text,
	"answered_by" text,
	"duration_seconds" integer,
	"recording_url" text,
	"note" text,
	"error" text,
	"dial_started_at" timestamp with time zone,
	"texted_back_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ended_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "lead_activities" ADD COLUMN "call_id" uuid;--> statement-breakpoint
ALTER TABLE "call_settings" ADD CONSTRAINT "call_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calls" ADD CONSTRAINT "calls_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calls" ADD CONSTRAINT "calls_agent_id_users_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calls" ADD CONSTRAINT "calls_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "calls_call_sid_idx" ON "calls" USING btree ("call_sid") WHERE call_sid IS NOT NULL;--> statement-breakpoint
CREATE INDEX "calls_user_lead_created_idx" ON "calls" USING btree ("user_id","lead_id","created_at");--> statement-breakpoint
CREATE INDEX "calls_user_from_texted_idx" ON "calls" USING btree ("user_id","from_number","texted_back_at");--> statement-breakpoint
CREATE UNIQUE INDEX "lead_activities_call_id_idx" ON "lead_activities" USING btree ("call_id");