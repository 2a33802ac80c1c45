ALTER TABLE "properties" ADD COLUMN "assigned_user_id" text;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "assigned_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_assigned_user_id_users_id_fk" FOREIGN KEY ("assigned_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "properties_user_assigned_idx" ON "properties" USING btree ("user_id","assigned_user_id");--> statement-breakpoint
CREATE INDEX "leads_user_assigned_idx" ON "leads" USING btree ("user_id","assigned_user_id");