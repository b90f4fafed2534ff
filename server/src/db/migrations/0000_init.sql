CREATE TABLE "account_user_roles" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "account_user_roles_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"account_user_id" integer NOT NULL,
	"app_instance_id" integer NOT NULL,
	"app_id" integer NOT NULL,
	"app_instance_role_id" integer,
	"app_default_user_role_id" integer,
	"user_created" integer,
	"user_updated" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "account_user_roles_one_role" CHECK (num_nonnulls("account_user_roles"."app_instance_role_id", "account_user_roles"."app_default_user_role_id") = 1)
);
--> statement-breakpoint
CREATE TABLE "account_users" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "account_users_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"account_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"user_type" text NOT NULL,
	"status" text DEFAULT 'ACTIVE' NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "accounts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "accounts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"account_code" text NOT NULL,
	"business_name" text NOT NULL,
	"billing_email" text,
	"bill_address" text,
	"city" text,
	"state" text,
	"country" text,
	"zipcode" text,
	"contact_phone" text,
	"favicon" text,
	"logo" text,
	"description" text,
	"mode" text,
	"status" text DEFAULT 'ACTIVE' NOT NULL,
	"type" text,
	"disable_selection" boolean DEFAULT false NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "activity_traces" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "activity_traces_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"account_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"folder_name" text,
	"type" text,
	"event" text,
	"message" text,
	"status" text,
	"action" text,
	"referer_action_id" text,
	"track_id" text,
	"user_session" text,
	"details" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "app_default_user_role_permissions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "app_default_user_role_permissions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"app_default_user_roles_id" integer NOT NULL,
	"app_permission_id" integer NOT NULL,
	"user_created" integer,
	"user_updated" integer
);
--> statement-breakpoint
CREATE TABLE "app_default_user_roles" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "app_default_user_roles_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"app_id" integer NOT NULL,
	"role_name" text NOT NULL,
	"user_type" text NOT NULL,
	"user_created" integer,
	"user_updated" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "app_instance_role_permissions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "app_instance_role_permissions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"app_instance_role_id" integer NOT NULL,
	"app_instance_id" integer NOT NULL,
	"app_id" integer NOT NULL,
	"app_permission_id" integer NOT NULL,
	"user_created" integer,
	"user_updated" integer
);
--> statement-breakpoint
CREATE TABLE "app_instance_roles" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "app_instance_roles_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"app_instance_id" integer NOT NULL,
	"app_id" integer NOT NULL,
	"role_name" text NOT NULL,
	"user_created" integer,
	"user_updated" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "app_instances" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "app_instances_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"account_id" integer NOT NULL,
	"app_id" integer NOT NULL,
	"status" text DEFAULT 'ACTIVE' NOT NULL,
	"subscription_term" text,
	"subscription_renewal_term" text,
	"environment" text,
	"name" text,
	"type" text,
	"settings_values" jsonb,
	"custom_settings" jsonb,
	"ui_property_values" text,
	"user_created" integer,
	"user_updated" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "app_parameters" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "app_parameters_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"parameter_name" text NOT NULL,
	"parameter_value" text NOT NULL,
	"description" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "app_permissions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "app_permissions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"app_id" integer NOT NULL,
	"permission_name" text NOT NULL,
	"display_label" text,
	"description" text,
	"user_created" integer,
	"user_updated" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "apps" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "apps_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"app_id" text,
	"name" text NOT NULL,
	"description" text,
	"logo" text,
	"logo_type" text,
	"favicon" text,
	"access_url" text,
	"published" text,
	"mode" text,
	"type" text DEFAULT 'app' NOT NULL,
	"status" text DEFAULT 'ACTIVE' NOT NULL,
	"stop_new_subscriptions" boolean DEFAULT false NOT NULL,
	"settings_schema" jsonb,
	"settings_default_values" jsonb,
	"user_created" integer,
	"user_updated" integer,
	"parent_app_id" integer,
	"developer_account_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mail_outbox" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "mail_outbox_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"to_address" text NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"html" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "refresh_tokens" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "refresh_tokens_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"family_id" text NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "server_secrets" (
	"name" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ui_properties" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ui_properties_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"app_id" integer NOT NULL,
	"property_name" text NOT NULL,
	"default_value" text,
	"description" text,
	"tag" text DEFAULT 'app' NOT NULL,
	"status" text DEFAULT 'ACTIVE' NOT NULL,
	"locale" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"user_created" integer,
	"user_updated" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "users_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"username" text NOT NULL,
	"email" text NOT NULL,
	"password_hash" text,
	"first_name" text DEFAULT '' NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"profile_picture" text,
	"using2fa" boolean DEFAULT false NOT NULL,
	"totp_secret" text,
	"totp_pending_secret" text,
	"totp_last_step" integer,
	"email_verified" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'ACTIVE' NOT NULL,
	"sso_system" text,
	"sso_user_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "account_user_roles" ADD CONSTRAINT "account_user_roles_account_user_id_account_users_id_fk" FOREIGN KEY ("account_user_id") REFERENCES "public"."account_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_user_roles" ADD CONSTRAINT "account_user_roles_app_instance_id_app_instances_id_fk" FOREIGN KEY ("app_instance_id") REFERENCES "public"."app_instances"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_user_roles" ADD CONSTRAINT "account_user_roles_app_id_apps_id_fk" FOREIGN KEY ("app_id") REFERENCES "public"."apps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_user_roles" ADD CONSTRAINT "account_user_roles_app_instance_role_id_app_instance_roles_id_fk" FOREIGN KEY ("app_instance_role_id") REFERENCES "public"."app_instance_roles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_user_roles" ADD CONSTRAINT "account_user_roles_app_default_user_role_id_app_default_user_roles_id_fk" FOREIGN KEY ("app_default_user_role_id") REFERENCES "public"."app_default_user_roles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_users" ADD CONSTRAINT "account_users_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_users" ADD CONSTRAINT "account_users_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_traces" ADD CONSTRAINT "activity_traces_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "app_default_user_role_permissions" ADD CONSTRAINT "app_default_user_role_permissions_app_default_user_roles_id_app_default_user_roles_id_fk" FOREIGN KEY ("app_default_user_roles_id") REFERENCES "public"."app_default_user_roles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "app_default_user_role_permissions" ADD CONSTRAINT "app_default_user_role_permissions_app_permission_id_app_permissions_id_fk" FOREIGN KEY ("app_permission_id") REFERENCES "public"."app_permissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "app_default_user_roles" ADD CONSTRAINT "app_default_user_roles_app_id_apps_id_fk" FOREIGN KEY ("app_id") REFERENCES "public"."apps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "app_instance_role_permissions" ADD CONSTRAINT "app_instance_role_permissions_app_instance_role_id_app_instance_roles_id_fk" FOREIGN KEY ("app_instance_role_id") REFERENCES "public"."app_instance_roles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "app_instance_role_permissions" ADD CONSTRAINT "app_instance_role_permissions_app_instance_id_app_instances_id_fk" FOREIGN KEY ("app_instance_id") REFERENCES "public"."app_instances"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "app_instance_role_permissions" ADD CONSTRAINT "app_instance_role_permissions_app_id_apps_id_fk" FOREIGN KEY ("app_id") REFERENCES "public"."apps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "app_instance_role_permissions" ADD CONSTRAINT "app_instance_role_permissions_app_permission_id_app_permissions_id_fk" FOREIGN KEY ("app_permission_id") REFERENCES "public"."app_permissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "app_instance_roles" ADD CONSTRAINT "app_instance_roles_app_instance_id_app_instances_id_fk" FOREIGN KEY ("app_instance_id") REFERENCES "public"."app_instances"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "app_instance_roles" ADD CONSTRAINT "app_instance_roles_app_id_apps_id_fk" FOREIGN KEY ("app_id") REFERENCES "public"."apps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "app_instances" ADD CONSTRAINT "app_instances_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "app_instances" ADD CONSTRAINT "app_instances_app_id_apps_id_fk" FOREIGN KEY ("app_id") REFERENCES "public"."apps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "app_permissions" ADD CONSTRAINT "app_permissions_app_id_apps_id_fk" FOREIGN KEY ("app_id") REFERENCES "public"."apps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "apps" ADD CONSTRAINT "apps_developer_account_id_accounts_id_fk" FOREIGN KEY ("developer_account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD CONSTRAINT "refresh_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ui_properties" ADD CONSTRAINT "ui_properties_app_id_apps_id_fk" FOREIGN KEY ("app_id") REFERENCES "public"."apps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "account_user_roles_user_instance" ON "account_user_roles" USING btree ("account_user_id","app_instance_id");--> statement-breakpoint
CREATE UNIQUE INDEX "account_users_account_user" ON "account_users" USING btree ("account_id","user_id");--> statement-breakpoint
CREATE INDEX "account_users_user" ON "account_users" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "accounts_code" ON "accounts" USING btree ("account_code");--> statement-breakpoint
CREATE INDEX "accounts_business_name_lower" ON "accounts" USING btree (lower("business_name"));--> statement-breakpoint
CREATE INDEX "activity_traces_account" ON "activity_traces" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "app_default_role_permission" ON "app_default_user_role_permissions" USING btree ("app_default_user_roles_id","app_permission_id");--> statement-breakpoint
CREATE INDEX "app_default_user_roles_app_type" ON "app_default_user_roles" USING btree ("app_id","user_type");--> statement-breakpoint
CREATE UNIQUE INDEX "app_instance_role_permission" ON "app_instance_role_permissions" USING btree ("app_instance_role_id","app_permission_id");--> statement-breakpoint
CREATE INDEX "app_instance_roles_instance" ON "app_instance_roles" USING btree ("app_instance_id");--> statement-breakpoint
CREATE UNIQUE INDEX "app_instances_account_app" ON "app_instances" USING btree ("account_id","app_id");--> statement-breakpoint
CREATE UNIQUE INDEX "app_parameters_name" ON "app_parameters" USING btree ("parameter_name");--> statement-breakpoint
CREATE UNIQUE INDEX "app_permissions_app_name" ON "app_permissions" USING btree ("app_id","permission_name");--> statement-breakpoint
CREATE UNIQUE INDEX "apps_name" ON "apps" USING btree ("name");--> statement-breakpoint
CREATE INDEX "apps_developer_account" ON "apps" USING btree ("developer_account_id","type");--> statement-breakpoint
CREATE UNIQUE INDEX "refresh_tokens_hash" ON "refresh_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "refresh_tokens_family" ON "refresh_tokens" USING btree ("family_id");--> statement-breakpoint
CREATE INDEX "refresh_tokens_user" ON "refresh_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ui_properties_app_name" ON "ui_properties" USING btree ("app_id","property_name");--> statement-breakpoint
CREATE UNIQUE INDEX "users_username_lower" ON "users" USING btree (lower("username"));