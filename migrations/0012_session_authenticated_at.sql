ALTER TABLE `sessions` ADD `authenticated_at` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- A browser session was made only by signing in, so its start is when its user proved who they
-- are. API sessions could be minted from an older one: they keep 0 and ask for a sign-in.
UPDATE `sessions` SET `authenticated_at` = `created_at` WHERE `kind` = 'web';
