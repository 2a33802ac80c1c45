DROP INDEX "leads_user_stage_idx";--> statement-breakpoint
CREATE INDEX "leads_user_stage_close_idx" ON "leads" USING btree ("user_id","stage_id","expected_close_date","name","id");