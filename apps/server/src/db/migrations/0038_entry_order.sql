-- Decision 034: the order rows were added in breaks ties of created_at (the rows of one import),
-- instead of their random ids. Existing rows are numbered in the table's physical order.
DROP INDEX "properties_user_created_id_idx";--> statement-breakpoint
DROP INDEX "leads_user_created_id_idx";--> statement-breakpoint
DROP INDEX "properties_user_price_idx";--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "entry_order" bigint NOT NULL GENERATED ALWAYS AS IDENTITY (sequence name "properties_entry_order_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1);--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "entry_order" bigint NOT NULL GENERATED ALWAYS AS IDENTITY (sequence name "leads_entry_order_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1);--> statement-breakpoint
CREATE INDEX "properties_user_created_order_idx" ON "properties" USING btree ("user_id","created_at","entry_order");--> statement-breakpoint
CREATE INDEX "leads_user_created_order_idx" ON "leads" USING btree ("user_id","created_at","entry_order");--> statement-breakpoint
CREATE INDEX "properties_user_price_idx" ON "properties" USING btree ("user_id","current_price" DESC NULLS LAST,"entry_order" DESC NULLS LAST);