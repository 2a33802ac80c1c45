CREATE TABLE "lead_merges" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"lead_id" uuid NOT NULL,
	"merged_lead_ids" uuid[] NOT NULL,
	"merged_names" text[] NOT NULL,
	"snapshot" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"undo_until" timestamp with time zone NOT NULL,
	"undone_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "lead_merges" ADD CONSTRAINT "lead_merges_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_merges" ADD CONSTRAINT "lead_merges_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lead_merges_lead_idx" ON "lead_merges" USING btree ("lead_id","created_at");--> statement-breakpoint
CREATE INDEX "lead_merges_undo_until_idx" ON "lead_merges" USING btree ("undo_until");--> statement-breakpoint
CREATE INDEX "leads_user_additional_contacts_idx" ON "leads" USING btree ("user_id") WHERE cardinality("leads"."additional_emails") > 0 OR cardinality("leads"."additional_phones") > 0;