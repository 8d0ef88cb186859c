CREATE TABLE "role_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"actor_id" uuid,
	"subject_id" uuid NOT NULL,
	"from_role" "role" NOT NULL,
	"to_role" "role" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "paid_courses" (
	"payment_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"course_id" uuid NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "token_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "blog_posts" ADD COLUMN "removed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "blog_posts" ADD COLUMN "removed_by" uuid;--> statement-breakpoint
ALTER TABLE "role_changes" ADD CONSTRAINT "role_changes_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "role_changes" ADD CONSTRAINT "role_changes_subject_id_users_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "paid_courses" ADD CONSTRAINT "paid_courses_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "paid_courses" ADD CONSTRAINT "paid_courses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "paid_courses" ADD CONSTRAINT "paid_courses_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "role_changes_created_idx" ON "role_changes" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "paid_courses_user_course_key" ON "paid_courses" USING btree ("user_id","course_id");--> statement-breakpoint
ALTER TABLE "blog_posts" ADD CONSTRAINT "blog_posts_removed_by_users_id_fk" FOREIGN KEY ("removed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
INSERT INTO "paid_courses" ("payment_id", "user_id", "course_id")
SELECT DISTINCT ON (p."user_id", oi."course_id") p."id", p."user_id", oi."course_id"
FROM "payments" p JOIN "order_items" oi ON oi."order_id" = p."order_id"
ORDER BY p."user_id", oi."course_id", p."created_at"
ON CONFLICT DO NOTHING;--> statement-breakpoint
UPDATE "users" SET "name" = left(regexp_replace("name", '[[:cntrl:]]', ' ', 'g'), 100)
WHERE length("name") > 100 OR "name" ~ '[[:cntrl:]]';--> statement-breakpoint
UPDATE "users" SET "photo" = NULL WHERE "photo" !~ '^/[^/\\[:space:]][^\\[:space:]]*$';--> statement-breakpoint
UPDATE "users" SET "banner" = NULL WHERE "banner" !~ '^/[^/\\[:space:]][^\\[:space:]]*$';--> statement-breakpoint
UPDATE "auth_users" SET "name" = left(regexp_replace("name", '[[:cntrl:]]', ' ', 'g'), 100)
WHERE length("name") > 100 OR "name" ~ '[[:cntrl:]]';--> statement-breakpoint
UPDATE "auth_users" SET "image" = NULL WHERE "image" !~ '^/[^/\\[:space:]][^\\[:space:]]*$';
