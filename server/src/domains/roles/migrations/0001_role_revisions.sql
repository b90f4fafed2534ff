ALTER TABLE "app_default_user_roles" ADD COLUMN "revision" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "app_instance_roles" ADD COLUMN "revision" integer DEFAULT 1 NOT NULL;