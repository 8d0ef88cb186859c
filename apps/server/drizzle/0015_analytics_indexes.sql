CREATE INDEX "enrollments_course_idx" ON "enrollments" USING btree ("course_id","created_at");--> statement-breakpoint
CREATE INDEX "order_items_course_idx" ON "order_items" USING btree ("course_id");--> statement-breakpoint
CREATE INDEX "lesson_progress_course_lesson_idx" ON "lesson_progress" USING btree ("course_id","lesson_id","user_id","completed");