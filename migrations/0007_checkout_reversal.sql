ALTER TABLE `checkout_sessions` ADD `stripe_payment_intent_id` text;--> statement-breakpoint
ALTER TABLE `checkout_sessions` ADD `reversed_credits` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `checkout_sessions` ADD `shortfall_credits` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX `checkout_sessions_payment_intent_idx` ON `checkout_sessions` (`stripe_payment_intent_id`);