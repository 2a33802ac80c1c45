CREATE TABLE "csv_import_parts" (
	"import_id" uuid NOT NULL,
	"seq" integer NOT NULL,
	"rows" jsonb NOT NULL,
	CONSTRAINT "csv_import_parts_import_id_seq_pk" PRIMARY KEY("import_id","seq")
);
--> statement-breakpoint
CREATE TABLE "csv_imports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"entity" text NOT NULL,
	"row_count" integer DEFAULT 0 NOT NULL,
	"part_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "csv_import_parts" ADD CONSTRAINT "csv_import_parts_import_id_csv_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."csv_imports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "csv_imports" ADD CONSTRAINT "csv_imports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "csv_imports_user_idx" ON "csv_imports" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "csv_imports_created_idx" ON "csv_imports" USING btree ("created_at");