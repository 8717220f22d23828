CREATE TABLE "round_results" (
	"user_id" uuid NOT NULL,
	"topic_global_id" text NOT NULL,
	"test_global_id" text NOT NULL,
	"test_round" integer NOT NULL,
	"question_global_id" text NOT NULL,
	"answer_id" bigint NOT NULL,
	"answer_global_id" text NOT NULL,
	"is_correct" boolean NOT NULL,
	"any_wrong" boolean NOT NULL,
	CONSTRAINT "round_results_pkey" PRIMARY KEY("user_id","topic_global_id","test_global_id","test_round","question_global_id")
);
--> statement-breakpoint
CREATE TABLE "test_rounds" (
	"user_id" uuid NOT NULL,
	"topic_global_id" text NOT NULL,
	"test_global_id" text NOT NULL,
	"latest_round" integer NOT NULL,
	CONSTRAINT "test_rounds_pkey" PRIMARY KEY("user_id","topic_global_id","test_global_id")
);
--> statement-breakpoint
DROP INDEX "user_answers_user_idx";--> statement-breakpoint
DROP INDEX "user_answers_event_idx";--> statement-breakpoint
ALTER TABLE "round_results" ADD CONSTRAINT "round_results_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_rounds" ADD CONSTRAINT "test_rounds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "user_answers_user_question_idx" ON "user_answers" USING btree ("user_id","question_global_id","id");--> statement-breakpoint
CREATE INDEX "user_answers_user_challenge_idx" ON "user_answers" USING btree ("user_id","challenge_global_id") WHERE "user_answers"."challenge_global_id" is not null;--> statement-breakpoint
CREATE INDEX "user_answers_event_idx" ON "user_answers" USING btree ("event_code") WHERE "user_answers"."event_code" is not null;--> statement-breakpoint
-- Backfill from the answers already stored (as src/server/services/progress-aggregates.ts does for one user).
INSERT INTO "round_results" ("user_id", "topic_global_id", "test_global_id", "test_round", "question_global_id", "answer_id", "answer_global_id", "is_correct", "any_wrong")
SELECT DISTINCT ON ("user_id", "topic_global_id", "test_global_id", "test_round", "question_global_id")
	"user_id", "topic_global_id", "test_global_id", "test_round", "question_global_id", "id", "answer_global_id", "is_correct",
	bool_or(NOT "is_correct") OVER (PARTITION BY "user_id", "topic_global_id", "test_global_id", "test_round", "question_global_id")
FROM "user_answers"
WHERE "topic_global_id" IS NOT NULL AND "test_global_id" IS NOT NULL
ORDER BY "user_id", "topic_global_id", "test_global_id", "test_round", "question_global_id", "id" DESC;--> statement-breakpoint
INSERT INTO "test_rounds" ("user_id", "topic_global_id", "test_global_id", "latest_round")
SELECT "user_id", "topic_global_id", "test_global_id", max("test_round")
FROM "user_answers"
WHERE "topic_global_id" IS NOT NULL AND "test_global_id" IS NOT NULL
GROUP BY "user_id", "topic_global_id", "test_global_id";
