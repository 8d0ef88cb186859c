CREATE TABLE "uploads" (
	"key" text PRIMARY KEY NOT NULL,
	"owner_id" uuid,
	"kind" text NOT NULL,
	"use" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "review_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "certificates" ADD COLUMN "revoked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "lesson_progress" ADD COLUMN "watched_sec" real DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "lesson_progress" ADD COLUMN "reported_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "uploads_owner_idx" ON "uploads" USING btree ("owner_id");--> statement-breakpoint
UPDATE "courses" SET "review_count" = r."n", "rating" = r."average"
FROM (
	SELECT c."id", count(cr."id")::integer AS "n", coalesce(round(avg(cr."rating")::numeric, 1), 0)::real AS "average"
	FROM "courses" c LEFT JOIN "course_reviews" cr ON cr."course_id" = c."id"
	GROUP BY c."id"
) r
WHERE r."id" = "courses"."id";
--> statement-breakpoint
INSERT INTO "uploads" ("key", "owner_id", "kind", "use")
SELECT DISTINCT ON ("path") substr("path", 10), "owner_id",
	CASE WHEN "path" ~ '\.(mp4|webm)$' THEN 'video' WHEN "path" ~ '\.vtt$' THEN 'captions' ELSE 'picture' END,
	"use"
FROM (
	SELECT l."path", s."submitted_by" AS "owner_id", 'lesson' AS "use", 0 AS "rank"
	FROM (
		SELECT "chapter_id", unnest(ARRAY["video_url", "captions_url", "reference_url"]) AS "path" FROM "course_lessons"
		UNION ALL
		SELECT "chapter_id", b->>'src' FROM "course_lessons", jsonb_array_elements(coalesce("article", '[]'::jsonb)) b WHERE b->>'type' = 'image'
	) l
	JOIN "course_chapters" ch ON ch."id" = l."chapter_id"
	JOIN "course_submissions" s ON s."id" = ch."submission_id"
	UNION ALL
	SELECT p, "submitted_by", 'public', 1 FROM "course_submissions", unnest(ARRAY["image", "video_url"]) p
	UNION ALL
	SELECT p, "id", 'public', 1 FROM "users", unnest(ARRAY["photo", "banner"]) p
	UNION ALL
	SELECT "image", "author_id", 'public', 1 FROM "posts"
) named
WHERE "path" ~ '^/uploads/[a-z0-9][a-z0-9-]{0,99}\.(webp|mp4|webm|vtt)$'
ORDER BY "path", "rank";
