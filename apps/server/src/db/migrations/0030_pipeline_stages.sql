CREATE TABLE "pipeline_stages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"name" text NOT NULL,
	"position" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "stage_id" uuid;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "deal_value" bigint;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "expected_close_date" date;--> statement-breakpoint
ALTER TABLE "pipeline_stages" ADD CONSTRAINT "pipeline_stages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pipeline_stages_user_position_idx" ON "pipeline_stages" USING btree ("user_id","position");--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_stage_id_pipeline_stages_id_fk" FOREIGN KEY ("stage_id") REFERENCES "public"."pipeline_stages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "leads_user_stage_idx" ON "leads" USING btree ("user_id","stage_id");--> statement-breakpoint
-- Accounts that already have leads get the default stages now, and their leads start in the first (New); others get them on first read.
INSERT INTO "pipeline_stages" ("user_id", "name", "position")
SELECT u.user_id, s.name, s.position - 1
FROM (SELECT DISTINCT "user_id" FROM "leads") AS u
CROSS JOIN unnest(ARRAY['New', 'Contacted', 'Appointment', 'Showing', 'Offer', 'Under Contract', 'Closed', 'Lost']) WITH ORDINALITY AS s(name, position);--> statement-breakpoint
UPDATE "leads" SET "stage_id" = ps."id" FROM "pipeline_stages" AS ps WHERE ps."user_id" = "leads"."user_id" AND ps."position" = 0;
