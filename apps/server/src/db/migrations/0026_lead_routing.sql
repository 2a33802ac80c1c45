CREATE TABLE "lead_routing_settings" (
	"user_id" text PRIMARY KEY NOT NULL,
	"mode" text DEFAULT 'owner' NOT NULL,
	"claim_minutes" integer DEFAULT 10 NOT NULL,
	"rotation" text[] DEFAULT '{}' NOT NULL,
	"rules" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"fallback_user_id" text,
	"next_turn" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "assigned_user_id" text;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "assigned_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "claimed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "routing_tried" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "routing_round" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "lead_routing_settings" ADD CONSTRAINT "lead_routing_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_assigned_user_id_users_id_fk" FOREIGN KEY ("assigned_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "leads_assigned_user_idx" ON "leads" USING btree ("assigned_user_id");