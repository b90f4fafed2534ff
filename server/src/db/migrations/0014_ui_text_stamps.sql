ALTER TABLE "ui_properties" ADD COLUMN "locale_updated_at" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "ui_properties" ADD COLUMN "base_updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "ui_properties" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
-- Texts written before the stamps existed count as written when their property was made.
UPDATE "ui_properties" SET "base_updated_at" = "created_at", "updated_at" = "created_at",
  "locale_updated_at" = coalesce((SELECT jsonb_object_agg(k, to_jsonb("created_at")) FROM jsonb_object_keys("locale") AS k), '{}'::jsonb);
