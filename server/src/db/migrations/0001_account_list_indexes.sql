CREATE INDEX "account_users_user_status" ON "account_users" USING btree ("user_id","status","account_id");--> statement-breakpoint
CREATE INDEX "accounts_created_at" ON "accounts" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "accounts_city_lower" ON "accounts" USING btree (lower("city"),"id");--> statement-breakpoint
CREATE INDEX "accounts_country_lower" ON "accounts" USING btree (lower("country"),"id");