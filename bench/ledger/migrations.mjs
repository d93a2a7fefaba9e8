// The statements of migrations/*.sql in order (as tests/support/migrations.ts reads them).
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

export function migrationStatements(dir = join(process.cwd(), "migrations")) {
  return readdirSync(dir)
    .filter((f) => f.endsWith(".sql"))
    .sort()
    .flatMap((f) => readFileSync(join(dir, f), "utf8").split("--> statement-breakpoint"))
    .map((s) => s.trim())
    .filter(Boolean);
}
