DROP INDEX "properties_user_price_idx";--> statement-breakpoint
CREATE INDEX "properties_user_price_idx" ON "properties" USING btree ("user_id","current_price" DESC NULLS LAST,"id" DESC NULLS LAST);