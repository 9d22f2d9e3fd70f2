CREATE TABLE "adf_mailboxes" (
	"dealership_id" integer PRIMARY KEY NOT NULL,
	"token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "adf_mailboxes_token_unique" UNIQUE("token")
);
