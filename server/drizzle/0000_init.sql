CREATE TYPE "public"."chat_role" AS ENUM('user', 'assistant');--> statement-breakpoint
CREATE TYPE "public"."inscription_category" AS ENUM('AUTOMOBILES_COMPONENTS', 'BANKS', 'CAPITAL_GOODS', 'COMMERCIAL_PROFESSIONAL_SERVICES', 'CONSUMER_DISCRETIONARY_DISTRIBUTION_RETAIL', 'CONSUMER_DURABLES_APPAREL', 'CONSUMER_SERVICES', 'CONSUMER_STAPLES_DISTRIBUTION_RETAIL', 'ENERGY', 'EQUITY_REAL_ESTATE_INVESTMENT_TRUSTS', 'FINANCIAL_SERVICES', 'FOOD_BEVERAGE_TOBACCO', 'HEALTH_CARE_EQUIPMENT_SERVICES', 'HOUSEHOLD_PERSONAL_PRODUCTS', 'INSURANCE', 'MATERIALS', 'MEDIA_ENTERTAINMENT', 'OTHER', 'PERSONAL', 'PHARMACEUTICALS_BIOTECHNOLOGY_LIFE_SCIENCES', 'REAL_ESTATE_MANAGEMENT_DEVELOPMENT', 'SEMICONDUCTORS_SEMICONDUCTOR_EQUIPMENT', 'SOFTWARE_SERVICES', 'TECHNOLOGY_HARDWARE_EQUIPMENT', 'TELECOMMUNICATION_SERVICES', 'TRANSPORTATION', 'UTILITIES');--> statement-breakpoint
CREATE TYPE "public"."reminder_frequency_type" AS ENUM('DAILY', 'WEEKLY');--> statement-breakpoint
CREATE TYPE "public"."reminder_type" AS ENUM('DEFAULT');--> statement-breakpoint
CREATE TYPE "public"."social_platform" AS ENUM('FACEBOOK', 'GITHUB', 'INSTAGRAM', 'LINKEDIN', 'TWITTER', 'WEBSITE', 'YOUTUBE');--> statement-breakpoint
CREATE TYPE "public"."timeline_scale" AS ENUM('WEEK', 'MONTH', 'YEAR');--> statement-breakpoint
CREATE TABLE "accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"date_created" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "accounts_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "chat_categories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"inscription_id" uuid NOT NULL,
	"category_name" text NOT NULL,
	"date_created" timestamp with time zone DEFAULT now() NOT NULL,
	"date_updated" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chat_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"session_id" uuid NOT NULL,
	"chat_role" "chat_role" NOT NULL,
	"chat_content" text NOT NULL,
	"chat_helpful" boolean,
	"external_sources" text[] DEFAULT '{}'::text[] NOT NULL,
	"inscription_entry_sources" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"date_created" timestamp with time zone DEFAULT now() NOT NULL,
	"date_updated" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chat_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"inscription_id" uuid NOT NULL,
	"category_id" uuid,
	"chat_short_summary" text,
	"chat_long_summary" text,
	"query_from" text,
	"fetch_using" text,
	"date_created" timestamp with time zone DEFAULT now() NOT NULL,
	"date_updated" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "entry_question_answers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"inscription_entry_id" uuid NOT NULL,
	"inscription_question_id" uuid NOT NULL,
	"answer" text NOT NULL,
	"date_created" timestamp with time zone DEFAULT now() NOT NULL,
	"date_updated" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "inscription_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"inscription_id" uuid NOT NULL,
	"name" text NOT NULL,
	"transcript" text DEFAULT '' NOT NULL,
	"audio_key" text,
	"is_muted" boolean DEFAULT false NOT NULL,
	"is_private" boolean DEFAULT false NOT NULL,
	"is_important" boolean DEFAULT false NOT NULL,
	"date_recorded" timestamp with time zone DEFAULT now() NOT NULL,
	"date_created" timestamp with time zone DEFAULT now() NOT NULL,
	"date_updated" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "inscription_insights" (
	"inscription_id" uuid PRIMARY KEY NOT NULL,
	"potential_improvements" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"habits_positive_patterns" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"habits_improvable_patterns" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"repetition_recommendations" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"reoccurring_trends" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"concerns_self_doubt" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"risks_strategies" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"risks_improvable_tolerance" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"risks_positive_tolerance" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"date_updated" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "inscription_questions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"inscription_id" uuid NOT NULL,
	"question_type" text NOT NULL,
	"question" text NOT NULL,
	"min" integer,
	"max" integer,
	"date_created" timestamp with time zone DEFAULT now() NOT NULL,
	"date_updated" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "inscriptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"name" text NOT NULL,
	"about" text NOT NULL,
	"category" "inscription_category" DEFAULT 'CONSUMER_SERVICES' NOT NULL,
	"is_private" boolean DEFAULT false NOT NULL,
	"logo_image_key" text,
	"date_created" timestamp with time zone DEFAULT now() NOT NULL,
	"date_updated" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "timeline_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"inscription_id" uuid NOT NULL,
	"title" text,
	"summary" text DEFAULT '' NOT NULL,
	"scale" timeline_scale NOT NULL,
	"year" integer NOT NULL,
	"month" integer,
	"week" integer,
	"date_created" timestamp with time zone DEFAULT now() NOT NULL,
	"date_updated" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_reminders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"reminder_type" "reminder_type" DEFAULT 'DEFAULT' NOT NULL,
	"reminder_time" text NOT NULL,
	"reminder_frequency_type" "reminder_frequency_type" DEFAULT 'DAILY' NOT NULL,
	"reminder_frequency" integer DEFAULT 1 NOT NULL,
	"reminder_week_days" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"date_created" timestamp with time zone DEFAULT now() NOT NULL,
	"date_updated" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_socials" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"platform" "social_platform" DEFAULT 'WEBSITE' NOT NULL,
	"platform_user_url" text NOT NULL,
	"date_created" timestamp with time zone DEFAULT now() NOT NULL,
	"date_updated" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY NOT NULL,
	"full_name" text NOT NULL,
	"email" text NOT NULL,
	"bio" text,
	"quote" text,
	"timezone" text,
	"profile_image_key" text,
	"date_created" timestamp with time zone DEFAULT now() NOT NULL,
	"date_updated" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "chat_categories" ADD CONSTRAINT "chat_categories_inscription_id_inscriptions_id_fk" FOREIGN KEY ("inscription_id") REFERENCES "public"."inscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_session_id_chat_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."chat_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_sessions" ADD CONSTRAINT "chat_sessions_inscription_id_inscriptions_id_fk" FOREIGN KEY ("inscription_id") REFERENCES "public"."inscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_sessions" ADD CONSTRAINT "chat_sessions_category_id_chat_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."chat_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entry_question_answers" ADD CONSTRAINT "entry_question_answers_inscription_entry_id_inscription_entries_id_fk" FOREIGN KEY ("inscription_entry_id") REFERENCES "public"."inscription_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entry_question_answers" ADD CONSTRAINT "entry_question_answers_inscription_question_id_inscription_questions_id_fk" FOREIGN KEY ("inscription_question_id") REFERENCES "public"."inscription_questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inscription_entries" ADD CONSTRAINT "inscription_entries_inscription_id_inscriptions_id_fk" FOREIGN KEY ("inscription_id") REFERENCES "public"."inscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inscription_insights" ADD CONSTRAINT "inscription_insights_inscription_id_inscriptions_id_fk" FOREIGN KEY ("inscription_id") REFERENCES "public"."inscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inscription_questions" ADD CONSTRAINT "inscription_questions_inscription_id_inscriptions_id_fk" FOREIGN KEY ("inscription_id") REFERENCES "public"."inscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inscriptions" ADD CONSTRAINT "inscriptions_user_id_accounts_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timeline_entries" ADD CONSTRAINT "timeline_entries_inscription_id_inscriptions_id_fk" FOREIGN KEY ("inscription_id") REFERENCES "public"."inscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_reminders" ADD CONSTRAINT "user_reminders_user_id_accounts_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_socials" ADD CONSTRAINT "user_socials_user_id_accounts_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_id_accounts_id_fk" FOREIGN KEY ("id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chat_categories_inscription_idx" ON "chat_categories" USING btree ("inscription_id");--> statement-breakpoint
CREATE INDEX "chat_messages_session_idx" ON "chat_messages" USING btree ("session_id","date_created","id");--> statement-breakpoint
CREATE INDEX "chat_sessions_paging_idx" ON "chat_sessions" USING btree ("inscription_id","date_created" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "chat_sessions_category_idx" ON "chat_sessions" USING btree ("category_id");--> statement-breakpoint
CREATE UNIQUE INDEX "entry_question_answers_entry_question_uq" ON "entry_question_answers" USING btree ("inscription_entry_id","inscription_question_id");--> statement-breakpoint
CREATE INDEX "entry_question_answers_question_idx" ON "entry_question_answers" USING btree ("inscription_question_id");--> statement-breakpoint
CREATE INDEX "inscription_entries_paging_idx" ON "inscription_entries" USING btree ("inscription_id","date_recorded" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "inscription_questions_inscription_idx" ON "inscription_questions" USING btree ("inscription_id");--> statement-breakpoint
CREATE INDEX "inscriptions_user_created_idx" ON "inscriptions" USING btree ("user_id","date_created" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "timeline_entries_paging_idx" ON "timeline_entries" USING btree ("inscription_id","date_created" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "user_reminders_user_idx" ON "user_reminders" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "user_socials_user_idx" ON "user_socials" USING btree ("user_id");