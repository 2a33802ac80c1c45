CREATE TABLE "sms_accounts" (
	"user_id" text PRIMARY KEY NOT NULL,
	"account_sid" text NOT NULL,
	"auth_token_encrypted" text NOT NULL,
	"phone_number" text,
	"messaging_service_sid" text,
	"connected_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "email_accounts" ADD COLUMN "idle_holder" text;--> statement-breakpoint
ALTER TABLE "email_accounts" ADD COLUMN "idle_lease_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sms_accounts" ADD CONSTRAINT "sms_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sms_accounts_account_sid_idx" ON "sms_accounts" USING btree ("account_sid");