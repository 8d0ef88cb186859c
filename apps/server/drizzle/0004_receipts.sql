ALTER TABLE "orders" ADD COLUMN "number" integer NOT NULL GENERATED ALWAYS AS IDENTITY (sequence name "orders_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1001 CACHE 1);--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "card_last4" text;--> statement-breakpoint
-- Demo courses previewed the home page's video; their preview is now their cover being painted in
-- the browser. Only the demo covers with exactly that video lose it: an uploaded video stays.
UPDATE "courses" SET "video_url" = NULL
  WHERE "video_url" = '/media/hero/hero.mp4' AND "img" LIKE '/media/courses/course-__.webp';--> statement-breakpoint
UPDATE "course_submissions" SET "video_url" = NULL
  WHERE "video_url" = '/media/hero/hero.mp4' AND "image" LIKE '/media/courses/course-__.webp'
    AND "published_course_id" IS NOT NULL;
