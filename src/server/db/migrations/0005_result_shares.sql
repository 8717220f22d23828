CREATE TABLE "result_shares" (
	"code" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"requested_by" uuid NOT NULL,
	"kind" text NOT NULL,
	"topic_global_id" text NOT NULL,
	"test_global_id" text,
	"test_round" integer,
	"challenge_global_id" text,
	"correct" integer NOT NULL,
	"total" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "result_shares_result_key" UNIQUE NULLS NOT DISTINCT("requested_by","kind","topic_global_id","test_global_id","test_round","challenge_global_id","correct","total"),
	CONSTRAINT "result_shares_kind_check" CHECK (("result_shares"."kind" = 'practice' and "result_shares"."test_global_id" is not null and "result_shares"."test_round" is not null and "result_shares"."challenge_global_id" is null) or ("result_shares"."kind" = 'challenge' and "result_shares"."challenge_global_id" is not null and "result_shares"."test_global_id" is null and "result_shares"."test_round" is null)),
	CONSTRAINT "result_shares_score_check" CHECK ("result_shares"."correct" >= 0 and "result_shares"."correct" <= "result_shares"."total")
);
--> statement-breakpoint
ALTER TABLE "result_shares" ADD CONSTRAINT "result_shares_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "result_shares_user_idx" ON "result_shares" USING btree ("user_id");