CREATE TABLE "content_snapshots" (
	"build_id" text PRIMARY KEY NOT NULL,
	"site_digest" text NOT NULL,
	"content" "bytea" NOT NULL,
	"live_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "content_snapshots_live_idx" ON "content_snapshots" USING btree ("live_at");