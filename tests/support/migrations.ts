import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

/** The statements of migrations/*.sql in order, as wrangler would apply them. */
export function migrationStatements(dir = join(process.cwd(), "migrations")): string[] {
  return readdirSync(dir)
    .filter((f) => f.endsWith(".sql"))
    .sort()
    .flatMap((f) => readFileSync(join(dir, f), "utf8").split("--> statement-breakpoint"))
    .map((s) => s.trim())
    .filter(Boolean);
}
