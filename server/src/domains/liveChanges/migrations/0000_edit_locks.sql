CREATE TABLE "edit_locks" (
	"account_id" integer NOT NULL,
	"topic" text NOT NULL,
	"record_id" text NOT NULL,
	"holder_id" integer NOT NULL,
	"since" timestamp with time zone DEFAULT now() NOT NULL,
	"heartbeat_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "edit_locks_account_id_topic_record_id_pk" PRIMARY KEY("account_id","topic","record_id")
);
--> statement-breakpoint
ALTER TABLE "edit_locks" ADD CONSTRAINT "edit_locks_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "edit_locks" ADD CONSTRAINT "edit_locks_holder_id_users_id_fk" FOREIGN KEY ("holder_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;