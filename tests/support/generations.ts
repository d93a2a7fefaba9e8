/** Generations written straight into D1, for pages and APIs that list them (no model run). */
import { randomUUID } from "node:crypto";
import type { TestUser } from "./users";
import type { TestWorker } from "./worker";

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
  const ids = Array.from({ length: count }, () => randomUUID());
  await db.batch(
    ids.map((id, i) =>
      db
        .prepare(
          "INSERT INTO generations " +
            "(id, user_id, tool, status, cost, input_keys, output_key, output_mime, created_at) " +
            "VALUES (?, ?, 'recolor', ?, 10, '[]', ?, 'image/png', ?)",
        )
        .bind(
          id,
          user.id,
          status,
          status === "succeeded" ? `users/${user.id}/generations/${id}/result.png` : null,
          endAt - (count - i) * 60_000,
        ),
    ),
  );
  return ids;
}
