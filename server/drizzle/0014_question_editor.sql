DROP INDEX "inscription_questions_inscription_idx";--> statement-breakpoint
ALTER TABLE "inscription_questions" ADD COLUMN "position" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "inscription_questions" ADD COLUMN "date_deleted" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "inscription_questions_inscription_idx" ON "inscription_questions" USING btree ("inscription_id","position");--> statement-breakpoint
-- Question types were free text, and clients guessed "numeric" from words in it; the same guess maps them once here.
UPDATE "inscription_questions" SET "question_type" = CASE
  WHEN "question_type" ~* '(num|int|scale|rating|range|score|decimal|float)' THEN 'NUMBER'
  ELSE 'TEXT'
END;--> statement-breakpoint
-- The order questions were asked in until now: oldest first.
UPDATE "inscription_questions" AS q SET "position" = ordered.position
FROM (
  SELECT "id", (row_number() OVER (PARTITION BY "inscription_id" ORDER BY "date_created", "id") - 1)::integer AS position
  FROM "inscription_questions"
) AS ordered
WHERE q."id" = ordered."id";--> statement-breakpoint
ALTER TABLE "inscription_questions" ADD CONSTRAINT "inscription_questions_type_check" CHECK ("inscription_questions"."question_type" in ('TEXT', 'NUMBER'));