DROP INDEX `credit_transactions_idempotency_key_unique`;--> statement-breakpoint
CREATE UNIQUE INDEX `credit_transactions_user_key_unique` ON `credit_transactions` (`user_id`,`idempotency_key`);