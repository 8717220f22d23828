CREATE TABLE "retired_users" (
	"id" uuid PRIMARY KEY NOT NULL,
	"merged_into" uuid,
	"retired_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "retired_users" ADD CONSTRAINT "retired_users_merged_into_users_id_fk" FOREIGN KEY ("merged_into") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "retired_users_merged_into_idx" ON "retired_users" USING btree ("merged_into");