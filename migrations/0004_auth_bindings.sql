ALTER TABLE `extension_handoffs` ADD `code_challenge` text;--> statement-breakpoint
ALTER TABLE `extension_handoffs` ADD `client` text;--> statement-breakpoint
ALTER TABLE `refresh_tokens` ADD `replaces_id` text;