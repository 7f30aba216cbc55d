CREATE TABLE "tracking_anonymous_days" (
	"day" date PRIMARY KEY NOT NULL,
	"records_offered" integer DEFAULT 0 NOT NULL,
	"events_over_budget" integer DEFAULT 0 NOT NULL
);
