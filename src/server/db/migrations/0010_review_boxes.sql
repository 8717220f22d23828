CREATE TABLE "review_boxes" (
	"user_id" uuid NOT NULL,
	"question_global_id" text NOT NULL,
	"box" integer NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "review_boxes_pkey" PRIMARY KEY("user_id","question_global_id"),
	CONSTRAINT "review_boxes_box_check" CHECK ("review_boxes"."box" between 1 and 4)
);
--> statement-breakpoint
ALTER TABLE "review_boxes" ADD CONSTRAINT "review_boxes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Backfill from the answers already stored, the rule (src/domain/review-boxes.ts) replayed: no answer was given in review yet, so each question a learner ever got wrong outside a certificate attempt is in box 1, due a day after the latest wrong answer.
INSERT INTO "review_boxes" ("user_id", "question_global_id", "box", "due_at")
SELECT "user_id", "question_global_id", 1, max("created_at") + interval '1 day'
FROM "user_answers"
WHERE NOT "is_correct" AND NOT "is_certificate"
GROUP BY "user_id", "question_global_id";
