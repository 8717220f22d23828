-- "Latest answer wins", defined once (docs/decisions.md, "One definition of each record"): of two
-- results of the same question in a round, the one of the later answer (the higher answer id)
-- is kept, and the round's question was answered wrongly if either says so. Every writer of
-- `round_results` merges through it: the answer's upsert (src/server/services/answer-write.ts)
-- and, through the aggregate, the rebuild from stored answers (progress-aggregates.ts). The merge
-- is commutative and associative, so the aggregate's result does not depend on the row order.
-- The result's columns are those of "round_results" in table order.
CREATE FUNCTION "round_result_merge"("kept" "round_results", "given" "round_results") RETURNS "round_results"
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
	SELECT ("l"."latest")."user_id", ("l"."latest")."topic_global_id", ("l"."latest")."test_global_id", ("l"."latest")."test_round", ("l"."latest")."question_global_id",
		("l"."latest")."answer_id", ("l"."latest")."answer_global_id", ("l"."latest")."is_correct", "kept"."any_wrong" OR "given"."any_wrong"
	FROM (SELECT CASE WHEN "given"."answer_id" > "kept"."answer_id" THEN "given" ELSE "kept" END AS "latest") AS "l"
$$;--> statement-breakpoint
CREATE AGGREGATE "latest_round_result"("round_results") (SFUNC = "round_result_merge", STYPE = "round_results", COMBINEFUNC = "round_result_merge", PARALLEL = SAFE);
