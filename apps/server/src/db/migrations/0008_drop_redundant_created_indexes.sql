DROP INDEX "properties_user_created_idx";--> statement-breakpoint
DROP INDEX "leads_user_created_idx";