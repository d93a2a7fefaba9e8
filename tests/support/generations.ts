/** Generations written straight into D1, for pages and APIs that list them (no model run). */
import { randomUUID } from "node:crypto";
import type { TestUser } from "./users";
import type { TestWorker } from "./worker";

/** One generation row; what is not given is a finished recolor of 10 credits with no images. */
export interface GenerationRow {
  id?: string;
  tool?: string;
  status?: string;
  cost?: number;
  provider?: string | null;
  inputKeys?: string[];
  /** Where its result is in R2 (no object is written there); a result is a PNG. */
  outputKey?: string | null;
  /** When it was made, in ms; by default now. */
  createdAt?: number;
}

/** The INSERT of `row` for `user`, and the id it stores under. */
function insertGeneration(db: D1Database, user: TestUser, row: GenerationRow) {
  const id = row.id ?? randomUUID();
  const outputKey = row.outputKey ?? null;
  const statement = db
    .prepare(
      "INSERT INTO generations " +
        "(id, user_id, tool, status, cost, provider, input_keys, output_key, output_mime, created_at) " +
        "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
    )
    .bind(
      id,
      user.id,
      row.tool ?? "recolor",
      row.status ?? "succeeded",
      row.cost ?? 10,
      row.provider ?? null,
      JSON.stringify(row.inputKeys ?? []),
      outputKey,
      outputKey === null ? null : "image/png",
      row.createdAt ?? Date.now(),
    );
  return { id, statement };
}

/** Stores one generation of `user` (see GenerationRow for what is not given); returns its id. */
export async function storeGeneration(worker: TestWorker, user: TestUser, row: GenerationRow = {}) {
  const { id, statement } = insertGeneration(await worker.db(), user, row);
  await statement.run();
  return id;
}

/**
 * Stores `count` recolor generations of `user` with `status`, one minute apart, the last one a
 * minute before `endAt`; returns their ids, oldest first. A succeeded one names a result key
 * (no object is written under it); any other status has none, like a failed run.
 */
export async function storeGenerations(
  worker: TestWorker,
  user: TestUser,
  count: number,
  endAt: number,
  status = "succeeded",
) {
  const db = await worker.db();
  const rows = Array.from({ length: count }, (_, i) => {
    const id = randomUUID();
    const outputKey = status === "succeeded" ? `users/${user.id}/generations/${id}/result.png` : null;
    return insertGeneration(db, user, { id, status, outputKey, createdAt: endAt - (count - i) * 60_000 });
  });
  await db.batch(rows.map((row) => row.statement));
  return rows.map((row) => row.id);
}
