ALTER TABLE "drawings" ADD COLUMN "client_id" uuid;--> statement-breakpoint
ALTER TABLE "drawings" ADD COLUMN "last_save_id" uuid;--> statement-breakpoint
CREATE UNIQUE INDEX "drawings_client_idx" ON "drawings" USING btree ("owner_id","client_id");