CREATE TABLE "sms_numbers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text,
	"source" text NOT NULL,
	"phone_number" text,
	"account_sid" text,
	"number_sid" text,
	"status" text DEFAULT 'active' NOT NULL,
	"error" text,
	"release_after" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "unrouted_texts" (
	"provider_id" text PRIMARY KEY NOT NULL,
	"account_sid" text,
	"from_number" text NOT NULL,
	"to_number" text NOT NULL,
	"body" text NOT NULL,
	"reason" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sms_numbers" ADD CONSTRAINT "sms_numbers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sms_numbers_phone_number_idx" ON "sms_numbers" USING btree ("phone_number");--> statement-breakpoint
CREATE UNIQUE INDEX "sms_numbers_given_user_idx" ON "sms_numbers" USING btree ("user_id") WHERE source <> 'own';--> statement-breakpoint
CREATE INDEX "sms_numbers_user_idx" ON "sms_numbers" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "unrouted_texts_received_idx" ON "unrouted_texts" USING btree ("received_at");--> statement-breakpoint
-- The numbers of agents' own Twilio accounts become theirs; a number two accounts named is given to neither (decision 044).
INSERT INTO "sms_numbers" ("user_id", "source", "phone_number", "account_sid")
SELECT a."user_id", 'own', a."phone_number", a."account_sid" FROM "sms_accounts" a
WHERE a."phone_number" IS NOT NULL AND (SELECT count(*) FROM "sms_accounts" b WHERE b."phone_number" = a."phone_number") = 1;
--> statement-breakpoint
-- The instant reply's default names the countries automatic texts may go to (decision 049).
ALTER TABLE "lead_forms" ALTER COLUMN "auto_reply" SET DEFAULT '{"channel":null,"subject":"Thanks for reaching out","body":"Hi {{lead.firstName}}, thanks for your message! This is {{agent.name}}. I will get back to you shortly.","textCountries":[]}'::jsonb;
