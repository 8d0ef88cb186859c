CREATE TABLE "course_enrolment_months" (
	"course_id" uuid NOT NULL,
	"month" date NOT NULL,
	"enrolments" integer NOT NULL,
	CONSTRAINT "course_enrolment_months_course_id_month_pk" PRIMARY KEY("course_id","month")
);
--> statement-breakpoint
CREATE TABLE "course_lesson_counts" (
	"course_id" uuid NOT NULL,
	"lesson_id" uuid NOT NULL,
	"started" integer NOT NULL,
	"completed" integer NOT NULL,
	CONSTRAINT "course_lesson_counts_course_id_lesson_id_pk" PRIMARY KEY("course_id","lesson_id")
);
--> statement-breakpoint
CREATE TABLE "course_revenue_months" (
	"course_id" uuid NOT NULL,
	"month" date NOT NULL,
	"status" "order_status" NOT NULL,
	"cents" numeric NOT NULL,
	"orders" integer NOT NULL,
	CONSTRAINT "course_revenue_months_course_id_month_status_pk" PRIMARY KEY("course_id","month","status")
);
--> statement-breakpoint
CREATE TABLE "course_star_counts" (
	"course_id" uuid NOT NULL,
	"stars" integer NOT NULL,
	"reviews" integer NOT NULL,
	CONSTRAINT "course_star_counts_course_id_stars_pk" PRIMARY KEY("course_id","stars")
);
--> statement-breakpoint
ALTER TABLE "course_enrolment_months" ADD CONSTRAINT "course_enrolment_months_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_lesson_counts" ADD CONSTRAINT "course_lesson_counts_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_lesson_counts" ADD CONSTRAINT "course_lesson_counts_lesson_id_course_lessons_id_fk" FOREIGN KEY ("lesson_id") REFERENCES "public"."course_lessons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_revenue_months" ADD CONSTRAINT "course_revenue_months_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_star_counts" ADD CONSTRAINT "course_star_counts_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;