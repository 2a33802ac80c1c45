CREATE TABLE "lead_duplicate_dismissals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"lead_ids" uuid[] NOT NULL,
	"dismissed_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "lead_duplicate_dismissals" ADD CONSTRAINT "lead_duplicate_dismissals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_duplicate_dismissals" ADD CONSTRAINT "lead_duplicate_dismissals_dismissed_by_users_id_fk" FOREIGN KEY ("dismissed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lead_duplicate_dismissals_user_idx" ON "lead_duplicate_dismissals" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "lead_merges_merged_lead_ids_idx" ON "lead_merges" USING gin ("merged_lead_ids");