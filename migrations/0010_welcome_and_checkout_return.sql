ALTER TABLE `checkout_sessions` ADD `return_path` text;--> statement-breakpoint
ALTER TABLE `user_profiles` ADD `welcomed_at` integer;--> statement-breakpoint
-- Accounts that already used the app are not new: they are not welcomed again.
UPDATE `user_profiles` SET `welcomed_at` = `created_at`;
