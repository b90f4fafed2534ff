DROP INDEX "app_parameters_name";--> statement-breakpoint
ALTER TABLE "app_parameters" ADD COLUMN "account_id" integer;--> statement-breakpoint
ALTER TABLE "app_parameters" ADD COLUMN "user_created" integer;--> statement-breakpoint
ALTER TABLE "app_parameters" ADD COLUMN "user_updated" integer;--> statement-breakpoint
ALTER TABLE "app_parameters" ADD CONSTRAINT "app_parameters_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "app_parameters_platform_name" ON "app_parameters" USING btree ("parameter_name") WHERE "app_parameters"."account_id" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "app_parameters_account_name" ON "app_parameters" USING btree ("account_id","parameter_name") WHERE "app_parameters"."account_id" is not null;