CREATE INDEX "accounts_business_name_trgm" ON "accounts" USING gin ("business_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "accounts_code_trgm" ON "accounts" USING gin ("account_code" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "accounts_billing_email_trgm" ON "accounts" USING gin ("billing_email" gin_trgm_ops);