-- No route ever wrote a drawing before this release, so the table is empty and NOT NULL columns can be added.
DROP INDEX "drawings_owner_idx";--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "drawing_id" uuid;--> statement-breakpoint
ALTER TABLE "drawings" ADD COLUMN "log" "bytea" NOT NULL;--> statement-breakpoint
ALTER TABLE "drawings" ADD COLUMN "log_bytes" integer NOT NULL;--> statement-breakpoint
ALTER TABLE "drawings" ADD COLUMN "duration_ms" integer NOT NULL;--> statement-breakpoint
ALTER TABLE "drawings" ADD COLUMN "strokes" integer NOT NULL;--> statement-breakpoint
ALTER TABLE "drawings" ADD COLUMN "picture_key" text NOT NULL;--> statement-breakpoint
ALTER TABLE "drawings" ADD COLUMN "thumbnail_key" text NOT NULL;--> statement-breakpoint
ALTER TABLE "drawings" ADD COLUMN "visibility" text DEFAULT 'private' NOT NULL;--> statement-breakpoint
ALTER TABLE "drawings" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_drawing_id_drawings_id_fk" FOREIGN KEY ("drawing_id") REFERENCES "public"."drawings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "posts_drawing_idx" ON "posts" USING btree ("drawing_id");--> statement-breakpoint
CREATE INDEX "drawings_picture_idx" ON "drawings" USING btree ("picture_key");--> statement-breakpoint
CREATE INDEX "drawings_thumbnail_idx" ON "drawings" USING btree ("thumbnail_key");--> statement-breakpoint
CREATE INDEX "drawings_owner_idx" ON "drawings" USING btree ("owner_id","updated_at");--> statement-breakpoint
ALTER TABLE "drawings" DROP COLUMN "stroke_log";--> statement-breakpoint
ALTER TABLE "drawings" DROP COLUMN "preview_path";--> statement-breakpoint
ALTER TABLE "drawings" ADD CONSTRAINT "drawings_visibility_check" CHECK ("drawings"."visibility" in ('private', 'public'));