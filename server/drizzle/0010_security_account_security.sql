CREATE TABLE "identity_devices" (
	"grant_id" text PRIMARY KEY NOT NULL,
	"account_id" uuid NOT NULL,
	"user_agent" text DEFAULT '' NOT NULL,
	"ip" text DEFAULT '' NOT NULL,
	"first_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "identity_mfa_factors" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"secret" text NOT NULL,
	"last_step" bigint,
	"confirmed_at" timestamp with time zone,
	"date_created" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "account_credentials" ADD COLUMN "new_password_required" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "identity_devices" ADD CONSTRAINT "identity_devices_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "identity_mfa_factors" ADD CONSTRAINT "identity_mfa_factors_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "identity_devices_account_idx" ON "identity_devices" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "identity_mfa_factors_account_idx" ON "identity_mfa_factors" USING btree ("account_id");