CREATE TABLE "material_annotations" (
	"user_id" text NOT NULL,
	"material_id" uuid NOT NULL,
	"note_position_override" text,
	"notes" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "material_annotations_user_id_material_id_pk" PRIMARY KEY("user_id","material_id")
);
--> statement-breakpoint
ALTER TABLE "material_annotations" ADD CONSTRAINT "material_annotations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "material_annotations" ADD CONSTRAINT "material_annotations_material_id_materials_id_fk" FOREIGN KEY ("material_id") REFERENCES "public"."materials"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "material_annotations_material_idx" ON "material_annotations" USING btree ("material_id");