CREATE TABLE "menu_categories" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "menu_categories_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"configuration_id" integer NOT NULL,
	"platform_id" text NOT NULL,
	"external_data" jsonb,
	"title" text NOT NULL,
	"description" text,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "menu_category_items" (
	"category_id" integer NOT NULL,
	"item_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "menu_category_items_category_id_item_id_pk" PRIMARY KEY("category_id","item_id")
);
--> statement-breakpoint
CREATE TABLE "menu_configurations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "menu_configurations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"company_id" integer NOT NULL,
	"restaurant_id" integer,
	"title" text NOT NULL,
	"image_url" text,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "menu_configurations_uuid_unique" UNIQUE("uuid"),
	CONSTRAINT "menu_configurations_restaurant_key" UNIQUE("restaurant_id")
);
--> statement-breakpoint
CREATE TABLE "menu_item_modifier_groups" (
	"item_id" integer NOT NULL,
	"modifier_group_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "menu_item_modifier_groups_item_id_modifier_group_id_pk" PRIMARY KEY("item_id","modifier_group_id")
);
--> statement-breakpoint
CREATE TABLE "menu_items" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "menu_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"configuration_id" integer NOT NULL,
	"platform_id" text NOT NULL,
	"external_data" jsonb,
	"title" text NOT NULL,
	"internal_title" text,
	"description" text,
	"image_url" text,
	"price" integer,
	"vat_percent" double precision DEFAULT 10 NOT NULL,
	"suspend_until" timestamp with time zone,
	"suspension_info" jsonb,
	"restore_due_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "menu_items_configuration_platform_key" UNIQUE("configuration_id","platform_id")
);
--> statement-breakpoint
CREATE TABLE "menu_menu_categories" (
	"menu_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	CONSTRAINT "menu_menu_categories_menu_id_category_id_pk" PRIMARY KEY("menu_id","category_id")
);
--> statement-breakpoint
CREATE TABLE "menu_modifier_groups" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "menu_modifier_groups_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"configuration_id" integer NOT NULL,
	"platform_id" text NOT NULL,
	"external_data" jsonb,
	"title" text NOT NULL,
	"min_permitted" integer DEFAULT 0 NOT NULL,
	"max_permitted" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "menu_modifier_options" (
	"modifier_group_id" integer NOT NULL,
	"item_id" integer NOT NULL,
	"price" integer,
	"min_permitted" integer DEFAULT 0 NOT NULL,
	"max_permitted" integer DEFAULT 1 NOT NULL,
	"external_data" jsonb,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "menu_modifier_options_modifier_group_id_item_id_pk" PRIMARY KEY("modifier_group_id","item_id")
);
--> statement-breakpoint
CREATE TABLE "menus" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "menus_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"configuration_id" integer NOT NULL,
	"platform_id" text NOT NULL,
	"external_data" jsonb,
	"title" text NOT NULL,
	"subtitle" text,
	"service_availability" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "holiday_hours" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "holiday_hours_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"restaurant_id" integer NOT NULL,
	"from_date" date NOT NULL,
	"to_date" date NOT NULL,
	"platform_call_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "restaurant_opening_hours" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "restaurant_opening_hours_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"restaurant_id" integer NOT NULL,
	"day_of_week" integer NOT NULL,
	"start_time" text NOT NULL,
	"end_time" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "platform_calls" ADD COLUMN "menu_item_id" integer;--> statement-breakpoint
ALTER TABLE "menu_categories" ADD CONSTRAINT "menu_categories_configuration_id_menu_configurations_id_fk" FOREIGN KEY ("configuration_id") REFERENCES "public"."menu_configurations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menu_category_items" ADD CONSTRAINT "menu_category_items_category_id_menu_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."menu_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menu_category_items" ADD CONSTRAINT "menu_category_items_item_id_menu_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."menu_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menu_configurations" ADD CONSTRAINT "menu_configurations_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menu_configurations" ADD CONSTRAINT "menu_configurations_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menu_item_modifier_groups" ADD CONSTRAINT "menu_item_modifier_groups_item_id_menu_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."menu_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menu_item_modifier_groups" ADD CONSTRAINT "menu_item_modifier_groups_modifier_group_id_menu_modifier_groups_id_fk" FOREIGN KEY ("modifier_group_id") REFERENCES "public"."menu_modifier_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menu_items" ADD CONSTRAINT "menu_items_configuration_id_menu_configurations_id_fk" FOREIGN KEY ("configuration_id") REFERENCES "public"."menu_configurations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menu_menu_categories" ADD CONSTRAINT "menu_menu_categories_menu_id_menus_id_fk" FOREIGN KEY ("menu_id") REFERENCES "public"."menus"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menu_menu_categories" ADD CONSTRAINT "menu_menu_categories_category_id_menu_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."menu_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menu_modifier_groups" ADD CONSTRAINT "menu_modifier_groups_configuration_id_menu_configurations_id_fk" FOREIGN KEY ("configuration_id") REFERENCES "public"."menu_configurations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menu_modifier_options" ADD CONSTRAINT "menu_modifier_options_modifier_group_id_menu_modifier_groups_id_fk" FOREIGN KEY ("modifier_group_id") REFERENCES "public"."menu_modifier_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menu_modifier_options" ADD CONSTRAINT "menu_modifier_options_item_id_menu_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."menu_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menus" ADD CONSTRAINT "menus_configuration_id_menu_configurations_id_fk" FOREIGN KEY ("configuration_id") REFERENCES "public"."menu_configurations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "holiday_hours" ADD CONSTRAINT "holiday_hours_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "holiday_hours" ADD CONSTRAINT "holiday_hours_platform_call_id_platform_calls_id_fk" FOREIGN KEY ("platform_call_id") REFERENCES "public"."platform_calls"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "restaurant_opening_hours" ADD CONSTRAINT "restaurant_opening_hours_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "menu_categories_configuration_idx" ON "menu_categories" USING btree ("configuration_id");--> statement-breakpoint
CREATE INDEX "menu_category_items_item_idx" ON "menu_category_items" USING btree ("item_id");--> statement-breakpoint
CREATE INDEX "menu_configurations_company_idx" ON "menu_configurations" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "menu_item_modifier_groups_group_idx" ON "menu_item_modifier_groups" USING btree ("modifier_group_id");--> statement-breakpoint
CREATE INDEX "menu_items_configuration_idx" ON "menu_items" USING btree ("configuration_id");--> statement-breakpoint
CREATE INDEX "menu_items_restore_due_idx" ON "menu_items" USING btree ("restore_due_at");--> statement-breakpoint
CREATE INDEX "menu_menu_categories_category_idx" ON "menu_menu_categories" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "menu_modifier_groups_configuration_idx" ON "menu_modifier_groups" USING btree ("configuration_id");--> statement-breakpoint
CREATE INDEX "menu_modifier_options_item_idx" ON "menu_modifier_options" USING btree ("item_id");--> statement-breakpoint
CREATE INDEX "menus_configuration_idx" ON "menus" USING btree ("configuration_id");--> statement-breakpoint
CREATE INDEX "holiday_hours_restaurant_idx" ON "holiday_hours" USING btree ("restaurant_id","from_date");--> statement-breakpoint
CREATE INDEX "restaurant_opening_hours_restaurant_idx" ON "restaurant_opening_hours" USING btree ("restaurant_id","day_of_week");--> statement-breakpoint
ALTER TABLE "platform_calls" ADD CONSTRAINT "platform_calls_menu_item_id_menu_items_id_fk" FOREIGN KEY ("menu_item_id") REFERENCES "public"."menu_items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "platform_calls_menu_item_idx" ON "platform_calls" USING btree ("menu_item_id");