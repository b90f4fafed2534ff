CREATE TABLE "connector_apis" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "connector_apis_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"connector_id" integer NOT NULL,
	"developer_account_id" integer NOT NULL,
	"name" text NOT NULL,
	"method" text NOT NULL,
	"url" text NOT NULL,
	"headers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"query" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"body_template" text,
	"auth" jsonb DEFAULT '{"type":"none"}'::jsonb NOT NULL,
	"secret_sealed" text,
	"user_created" integer,
	"user_updated" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "connector_instance_apis" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "connector_instance_apis_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"account_id" integer NOT NULL,
	"app_id" integer NOT NULL,
	"app_instance_id" integer NOT NULL,
	"connector_api_id" integer NOT NULL,
	"base_url" text,
	"placeholder_values" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"username" text,
	"secret_sealed" text,
	"user_created" integer,
	"user_updated" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "connector_links" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "connector_links_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"account_id" integer NOT NULL,
	"app_instance_id" integer NOT NULL,
	"connector_app_instance_id" integer NOT NULL,
	"status" text DEFAULT 'ACTIVE' NOT NULL,
	"user_created" integer,
	"user_updated" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "connector_apis" ADD CONSTRAINT "connector_apis_connector_id_apps_id_fk" FOREIGN KEY ("connector_id") REFERENCES "public"."apps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "connector_apis" ADD CONSTRAINT "connector_apis_developer_account_id_accounts_id_fk" FOREIGN KEY ("developer_account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "connector_instance_apis" ADD CONSTRAINT "connector_instance_apis_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "connector_instance_apis" ADD CONSTRAINT "connector_instance_apis_app_id_apps_id_fk" FOREIGN KEY ("app_id") REFERENCES "public"."apps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "connector_instance_apis" ADD CONSTRAINT "connector_instance_apis_app_instance_id_app_instances_id_fk" FOREIGN KEY ("app_instance_id") REFERENCES "public"."app_instances"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "connector_instance_apis" ADD CONSTRAINT "connector_instance_apis_connector_api_id_connector_apis_id_fk" FOREIGN KEY ("connector_api_id") REFERENCES "public"."connector_apis"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "connector_links" ADD CONSTRAINT "connector_links_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "connector_links" ADD CONSTRAINT "connector_links_app_instance_id_app_instances_id_fk" FOREIGN KEY ("app_instance_id") REFERENCES "public"."app_instances"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "connector_links" ADD CONSTRAINT "connector_links_connector_app_instance_id_app_instances_id_fk" FOREIGN KEY ("connector_app_instance_id") REFERENCES "public"."app_instances"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "connector_apis_connector_name" ON "connector_apis" USING btree ("connector_id",lower("name"));--> statement-breakpoint
CREATE INDEX "connector_apis_connector_name_sort" ON "connector_apis" USING btree ("connector_id",lower("name"),"id");--> statement-breakpoint
CREATE UNIQUE INDEX "connector_instance_apis_instance_api" ON "connector_instance_apis" USING btree ("app_instance_id","connector_api_id");--> statement-breakpoint
CREATE UNIQUE INDEX "connector_links_instance_connector" ON "connector_links" USING btree ("app_instance_id","connector_app_instance_id");--> statement-breakpoint
CREATE INDEX "connector_links_account" ON "connector_links" USING btree ("account_id");