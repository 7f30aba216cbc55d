CREATE TABLE "api_request_logs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"api_name" text NOT NULL,
	"endpoint" text NOT NULL,
	"method" text NOT NULL,
	"request_params" jsonb,
	"request_headers" jsonb,
	"response_status" integer,
	"request_count" integer DEFAULT 1 NOT NULL,
	"response_time_ms" double precision,
	"response_size_bytes" integer,
	"error_message" text,
	"cache_hit" boolean,
	"ip_address" text,
	"user_agent" text,
	"user_id" text,
	"user_email" text,
	"session_id" text,
	"country" text,
	"city" text,
	"region" text,
	"latitude" double precision,
	"longitude" double precision,
	"timezone" text,
	"device_type" text,
	"browser" text,
	"os" text,
	"screen_resolution" text,
	"viewport_size" text,
	"is_mobile" boolean,
	"is_bot" boolean,
	"referrer" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "api_request_logs_no_ip_address" CHECK ("api_request_logs"."ip_address" is null)
);
--> statement-breakpoint
CREATE TABLE "tracking_settings" (
	"id" text PRIMARY KEY DEFAULT 'instance' NOT NULL,
	"retention_days" integer DEFAULT 180 NOT NULL,
	"geolocation_url_template" text,
	"updated_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "api_request_logs" ADD CONSTRAINT "api_request_logs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tracking_settings" ADD CONSTRAINT "tracking_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "api_request_logs_created_at_idx" ON "api_request_logs" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "api_request_logs_user_id_idx" ON "api_request_logs" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "api_request_logs_session_id_idx" ON "api_request_logs" USING btree ("session_id");