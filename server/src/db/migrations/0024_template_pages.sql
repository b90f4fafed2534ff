CREATE TABLE "template_page_revisions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "template_page_revisions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"account_id" integer NOT NULL,
	"entity_kind" text NOT NULL,
	"entity_id" integer NOT NULL,
	"template_id" integer NOT NULL,
	"revision" integer NOT NULL,
	"page_name" text NOT NULL,
	"description" text NOT NULL,
	"category" text NOT NULL,
	"comments" text NOT NULL,
	"status" text NOT NULL,
	"content" text NOT NULL,
	"data_for_preview" text NOT NULL,
	"preview_image" text NOT NULL,
	"stable" boolean NOT NULL,
	"user_created" integer,
	"user_edited" integer,
	"created_datetime" timestamp with time zone NOT NULL,
	"updated_datetime" timestamp with time zone NOT NULL,
	"action" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "template_pages" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "template_pages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"account_id" integer NOT NULL,
	"template_id" integer NOT NULL,
	"stage" text NOT NULL,
	"draft_id" integer,
	"page_name" text NOT NULL,
	"description" text NOT NULL,
	"category" text DEFAULT '' NOT NULL,
	"comments" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'ACTIVE' NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"data_for_preview" text DEFAULT '{}' NOT NULL,
	"preview_image" text DEFAULT '' NOT NULL,
	"stable" boolean DEFAULT false NOT NULL,
	"revision" integer DEFAULT 1 NOT NULL,
	"user_created" integer,
	"user_edited" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "page_templates" ADD COLUMN "app_id" integer;--> statement-breakpoint
ALTER TABLE "page_templates" ADD COLUMN "app_instance_id" integer;--> statement-breakpoint
ALTER TABLE "page_templates" ADD COLUMN "user_created" integer;--> statement-breakpoint
ALTER TABLE "page_templates" ADD COLUMN "user_updated" integer;--> statement-breakpoint
ALTER TABLE "template_page_revisions" ADD CONSTRAINT "template_page_revisions_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "template_pages" ADD CONSTRAINT "template_pages_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "template_pages" ADD CONSTRAINT "template_pages_template_id_page_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."page_templates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "template_pages" ADD CONSTRAINT "template_pages_draft_id_template_pages_id_fk" FOREIGN KEY ("draft_id") REFERENCES "public"."template_pages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "template_page_revisions_entity" ON "template_page_revisions" USING btree ("account_id","entity_kind","entity_id","revision");--> statement-breakpoint
CREATE INDEX "template_pages_list" ON "template_pages" USING btree ("account_id","template_id","stage","updated_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "template_pages_published_of_draft" ON "template_pages" USING btree ("draft_id");--> statement-breakpoint
ALTER TABLE "page_templates" ADD CONSTRAINT "page_templates_app_id_apps_id_fk" FOREIGN KEY ("app_id") REFERENCES "public"."apps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "page_templates" ADD CONSTRAINT "page_templates_app_instance_id_app_instances_id_fk" FOREIGN KEY ("app_instance_id") REFERENCES "public"."app_instances"("id") ON DELETE cascade ON UPDATE no action;