DROP INDEX "email_templates_account_updated";--> statement-breakpoint
DROP INDEX "email_templates_account_name";--> statement-breakpoint
ALTER TABLE "email_templates" ADD COLUMN "app_id" integer NOT NULL;--> statement-breakpoint
ALTER TABLE "email_templates" ADD COLUMN "app_instance_id" integer;--> statement-breakpoint
ALTER TABLE "email_templates" ADD COLUMN "subject" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "email_templates" ADD COLUMN "html_body" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "email_templates" ADD COLUMN "text_body" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "email_templates" ADD COLUMN "sample_data" text DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "email_templates" ADD CONSTRAINT "email_templates_app_id_apps_id_fk" FOREIGN KEY ("app_id") REFERENCES "public"."apps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_templates" ADD CONSTRAINT "email_templates_app_instance_id_app_instances_id_fk" FOREIGN KEY ("app_instance_id") REFERENCES "public"."app_instances"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "email_templates_app_updated" ON "email_templates" USING btree ("account_id","app_id","app_instance_id","updated_at","id");--> statement-breakpoint
CREATE INDEX "email_templates_instance_name" ON "email_templates" USING btree ("app_instance_id",lower("name"),"id");--> statement-breakpoint
ALTER TABLE "email_templates" DROP COLUMN "description";