CREATE TABLE "answer_counts" (
	"question_global_id" text NOT NULL,
	"answer_global_id" text NOT NULL,
	"learners" integer NOT NULL,
	CONSTRAINT "answer_counts_pkey" PRIMARY KEY("question_global_id","answer_global_id")
);
--> statement-breakpoint
CREATE TABLE "question_answerers" (
	"user_id" uuid NOT NULL,
	"question_global_id" text NOT NULL,
	CONSTRAINT "question_answerers_pkey" PRIMARY KEY("user_id","question_global_id")
);
--> statement-breakpoint
ALTER TABLE "question_answerers" ADD CONSTRAINT "question_answerers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Backfill from the answers already stored: each learner's first answer to each question (the lowest answer id), as answer-write.ts counts from now on.
INSERT INTO "question_answerers" ("user_id", "question_global_id")
SELECT DISTINCT "user_id", "question_global_id" FROM "user_answers";--> statement-breakpoint
INSERT INTO "answer_counts" ("question_global_id", "answer_global_id", "learners")
SELECT "question_global_id", "answer_global_id", count(*)::int
FROM (
	SELECT DISTINCT ON ("user_id", "question_global_id") "question_global_id", "answer_global_id"
	FROM "user_answers"
	ORDER BY "user_id", "question_global_id", "id"
) AS "firsts"
GROUP BY "question_global_id", "answer_global_id";
