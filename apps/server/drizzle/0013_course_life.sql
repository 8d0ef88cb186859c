ALTER TYPE "public"."submission_action" ADD VALUE 'drafted' BEFORE 'submitted';--> statement-breakpoint
ALTER TYPE "public"."submission_status" ADD VALUE 'draft' BEFORE 'pending';