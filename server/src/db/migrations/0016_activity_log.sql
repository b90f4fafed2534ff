CREATE TABLE "maintenance_runs" (
	"job" text PRIMARY KEY NOT NULL,
	"last_run_at" timestamp with time zone NOT NULL,
	"outcome" jsonb
);
--> statement-breakpoint
CREATE INDEX "activity_traces_account_user" ON "activity_traces" USING btree ("account_id","user_id","created_at");