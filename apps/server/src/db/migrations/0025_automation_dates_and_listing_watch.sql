ALTER TABLE "leads" ADD COLUMN "birthday" date;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "purchase_date" date;--> statement-breakpoint
ALTER TABLE "tracking_tasks" ADD COLUMN "url" text;--> statement-breakpoint
ALTER TABLE "tracking_tasks" ADD COLUMN "listing_price" bigint;--> statement-breakpoint
ALTER TABLE "tracking_tasks" ADD COLUMN "listing_status" text;--> statement-breakpoint
ALTER TABLE "tracking_tasks" ADD COLUMN "last_error" text;