-- json, not jsonb: jsonb stores an object's keys sorted by length, so a settings form showed its fields out of
-- the schema's order. Forms saved before keep the order jsonb gave them.
ALTER TABLE "app_instances" ALTER COLUMN "settings_values" SET DATA TYPE json;--> statement-breakpoint
ALTER TABLE "app_instances" ALTER COLUMN "custom_settings" SET DATA TYPE json;--> statement-breakpoint
ALTER TABLE "apps" ALTER COLUMN "settings_schema" SET DATA TYPE json;--> statement-breakpoint
ALTER TABLE "apps" ALTER COLUMN "settings_default_values" SET DATA TYPE json;