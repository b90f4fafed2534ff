CREATE TABLE "database_connections" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "database_connections_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"account_id" integer NOT NULL,
	"database_name" text NOT NULL,
	"engine" text NOT NULL,
	"host" text,
	"port" integer,
	"database" text NOT NULL,
	"username" text,
	"password_sealed" text,
	"user_created" integer,
	"user_updated" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "database_connections" ADD CONSTRAINT "database_connections_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "database_connections_account_name" ON "database_connections" USING btree ("account_id",lower("database_name"));--> statement-breakpoint
CREATE INDEX "database_connections_account_sort" ON "database_connections" USING btree ("account_id",lower("database_name"),"id");