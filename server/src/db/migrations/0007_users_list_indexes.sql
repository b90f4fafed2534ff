CREATE INDEX "account_users_account_id" ON "account_users" USING btree ("account_id","id");--> statement-breakpoint
CREATE INDEX "users_first_name_lower" ON "users" USING btree (lower("first_name"),"id");--> statement-breakpoint
CREATE INDEX "users_last_name_lower" ON "users" USING btree (lower("last_name"),"id");