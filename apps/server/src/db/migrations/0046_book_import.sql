ALTER TABLE "properties" ALTER COLUMN "bathrooms" SET DATA TYPE numeric(4, 1);--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "additional_emails" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "additional_phones" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "source_created_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "last_activity_at" timestamp with time zone;