CREATE TABLE "property_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"property_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"change_type" text NOT NULL,
	"previous_price" bigint,
	"price" bigint,
	"previous_status" text,
	"status" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lead_activities" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"lead_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"kind" text NOT NULL,
	"from_status" text,
	"to_status" text,
	"body" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "property_changes" ADD CONSTRAINT "property_changes_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_changes" ADD CONSTRAINT "property_changes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_activities" ADD CONSTRAINT "lead_activities_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_activities" ADD CONSTRAINT "lead_activities_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "property_changes_property_created_idx" ON "property_changes" USING btree ("property_id","created_at");--> statement-breakpoint
CREATE INDEX "lead_activities_lead_created_idx" ON "lead_activities" USING btree ("lead_id","created_at");--> statement-breakpoint
CREATE INDEX "properties_user_price_idx" ON "properties" USING btree ("user_id","current_price");--> statement-breakpoint
CREATE INDEX "properties_user_status_idx" ON "properties" USING btree ("user_id","status");--> statement-breakpoint
CREATE INDEX "properties_user_address_idx" ON "properties" USING btree ("user_id","address");--> statement-breakpoint
CREATE INDEX "properties_user_created_id_idx" ON "properties" USING btree ("user_id","created_at","id");--> statement-breakpoint
CREATE INDEX "leads_user_status_idx" ON "leads" USING btree ("user_id","status");--> statement-breakpoint
CREATE INDEX "leads_user_name_idx" ON "leads" USING btree ("user_id","name");--> statement-breakpoint
CREATE INDEX "leads_user_created_id_idx" ON "leads" USING btree ("user_id","created_at","id");