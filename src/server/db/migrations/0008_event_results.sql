CREATE TABLE "event_answer_counts" (
	"event_code" text NOT NULL,
	"question_global_id" text NOT NULL,
	"answer_global_id" text NOT NULL,
	"participants" integer NOT NULL,
	CONSTRAINT "event_answer_counts_pkey" PRIMARY KEY("event_code","question_global_id","answer_global_id")
);
--> statement-breakpoint
CREATE TABLE "event_answers" (
	"event_code" text NOT NULL,
	"user_id" uuid NOT NULL,
	"question_global_id" text NOT NULL,
	"answer_id" bigint NOT NULL,
	"answer_global_id" text NOT NULL,
	"is_correct" boolean NOT NULL,
	CONSTRAINT "event_answers_pkey" PRIMARY KEY("event_code","user_id","question_global_id")
);
--> statement-breakpoint
CREATE TABLE "event_participants" (
	"event_code" text NOT NULL,
	"user_id" uuid NOT NULL,
	"number" integer NOT NULL,
	CONSTRAINT "event_participants_pkey" PRIMARY KEY("event_code","user_id")
);
--> statement-breakpoint
CREATE TABLE "event_totals" (
	"event_code" text PRIMARY KEY NOT NULL,
	"participants" integer DEFAULT 0 NOT NULL,
	"last_number" integer DEFAULT 0 NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "event_answers" ADD CONSTRAINT "event_answers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_participants" ADD CONSTRAINT "event_participants_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "event_answers_user_idx" ON "event_answers" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "event_participants_number_key" ON "event_participants" USING btree ("event_code","number");--> statement-breakpoint
CREATE INDEX "event_participants_user_idx" ON "event_participants" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "group_memberships_group_idx" ON "group_memberships" USING btree ("group_code","created_at");--> statement-breakpoint
-- Backfill from the answers already stored at events: each participant's first answer to each question (the lowest answer id), as answer-write.ts counts from now on; participants numbered in the order of their first answer there.
INSERT INTO "event_answers" ("event_code", "user_id", "question_global_id", "answer_id", "answer_global_id", "is_correct")
SELECT DISTINCT ON ("event_code", "user_id", "question_global_id") "event_code", "user_id", "question_global_id", "id", "answer_global_id", "is_correct"
FROM "user_answers" WHERE "event_code" IS NOT NULL
ORDER BY "event_code", "user_id", "question_global_id", "id";--> statement-breakpoint
INSERT INTO "event_participants" ("event_code", "user_id", "number")
SELECT "event_code", "user_id", (row_number() OVER (PARTITION BY "event_code" ORDER BY min("answer_id")))::int
FROM "event_answers" GROUP BY "event_code", "user_id";--> statement-breakpoint
INSERT INTO "event_answer_counts" ("event_code", "question_global_id", "answer_global_id", "participants")
SELECT "event_code", "question_global_id", "answer_global_id", count(*)::int
FROM "event_answers" GROUP BY "event_code", "question_global_id", "answer_global_id";--> statement-breakpoint
INSERT INTO "event_totals" ("event_code", "participants", "last_number", "version")
SELECT "event_code", count(*)::int, count(*)::int, count(*) FROM "event_participants" GROUP BY "event_code";
