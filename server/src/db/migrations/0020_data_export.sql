CREATE TABLE "data_export_sources" (
	"app_instance_id" integer PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"connection_id" integer,
	"user_updated" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "export_jobs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "export_jobs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"account_id" integer NOT NULL,
	"app_instance_id" integer NOT NULL,
	"connection_id" integer,
	"schema_name" text NOT NULL,
	"table_name" text NOT NULL,
	"status" text NOT NULL,
	"progress" jsonb NOT NULL,
	"result" jsonb,
	"file_name" text,
	"file_bytes" bigint,
	"user_created" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"heartbeat_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "export_tables" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "export_tables_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"account_id" integer NOT NULL,
	"app_id" integer NOT NULL,
	"app_instance_id" integer NOT NULL,
	"schema_name" text NOT NULL,
	"table_name" text NOT NULL,
	"user_created" integer,
	"user_updated" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "data_export_sources" ADD CONSTRAINT "data_export_sources_app_instance_id_app_instances_id_fk" FOREIGN KEY ("app_instance_id") REFERENCES "public"."app_instances"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_export_sources" ADD CONSTRAINT "data_export_sources_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_export_sources" ADD CONSTRAINT "data_export_sources_connection_id_database_connections_id_fk" FOREIGN KEY ("connection_id") REFERENCES "public"."database_connections"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "export_jobs" ADD CONSTRAINT "export_jobs_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "export_jobs" ADD CONSTRAINT "export_jobs_app_instance_id_app_instances_id_fk" FOREIGN KEY ("app_instance_id") REFERENCES "public"."app_instances"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "export_jobs" ADD CONSTRAINT "export_jobs_connection_id_database_connections_id_fk" FOREIGN KEY ("connection_id") REFERENCES "public"."database_connections"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "export_tables" ADD CONSTRAINT "export_tables_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "export_tables" ADD CONSTRAINT "export_tables_app_id_apps_id_fk" FOREIGN KEY ("app_id") REFERENCES "public"."apps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "export_tables" ADD CONSTRAINT "export_tables_app_instance_id_app_instances_id_fk" FOREIGN KEY ("app_instance_id") REFERENCES "public"."app_instances"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "data_export_sources_account" ON "data_export_sources" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "export_jobs_account_recent" ON "export_jobs" USING btree ("account_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "export_tables_instance_table" ON "export_tables" USING btree ("app_instance_id","schema_name","table_name");--> statement-breakpoint
CREATE INDEX "export_tables_account_instance_sort" ON "export_tables" USING btree ("account_id","app_instance_id",lower("table_name"),"id");