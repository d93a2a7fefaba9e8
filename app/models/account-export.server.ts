/**
 * The data export (docs/account.md): everything the account holds as one ZIP, streamed. Rows are
 * paged from D1 and the ledger as the archive is written, never all held; the archive's length
 * is worked out before its first byte so the download declares it, and any failure after that
 * errors the stream: a cut download is seen as failed, never kept as complete.
 */
import type { AppLoadContext } from "@remix-run/cloudflare";
import { and, asc, eq, gt, lte, or } from "drizzle-orm";
import { checkoutSessions, generations } from "../../db/schema";
import { type ZipEntry, ZipPlan, zipStream } from "~/utils/zip";
import { purchasesFromLedger, signInMethodsOf } from "./account.server";
import { userGenerationsPrefix } from "./generations.server";
import { LedgerError, type LedgerRow, MAX_HISTORY_PAGE } from "./ledger";
import { getUserProfile, userObjectPrefix } from "./users.server";

const EXTENSIONS: Record<string, string> = { "image/png": "png", "image/jpeg": "jpg", "image/webp": "webp" };
const extensionOf = (key: string, mime: string | null | undefined) =>
  (mime && EXTENSIONS[mime]) ?? /\.([a-z0-9]+)$/i.exec(key)?.[1]?.toLowerCase() ?? "bin";
const iso = (ms: number | null | undefined) => (ms === null || ms === undefined ? null : new Date(ms).toISOString());

/** Generation rows per D1 read: a page's JSON is a few hundred KB at most. */
const GENERATION_PAGE = 200;
/** R2 answers at most this many keys per list call. */
const LIST_PAGE = 1000;
/** The JSON leaves in pieces of about this size. */
const JSON_CHUNK_BYTES = 32 * 1024;

export const exportFileName = (at: Date) => `roommuse-data-${at.toISOString().slice(0, 10)}.zip`;

/** One stored object as it goes into the archive. */
interface ExportFile {
  name: string;
  key: string;
  size: number;
  modified: Date;
}

/** What the export reads before its first byte: the small parts, and the bounds of the long ones. */
async function snapshot(context: AppLoadContext, userId: string, at: Date) {
  const db = context.db;
  const account = context.creditAccount(userId);
  const noLedger = (error: unknown) => {
    if (error instanceof LedgerError && error.code === "no_profile") return null;
    throw error;
  };
  const [profile, checkouts, purchaseRows, newest, sizes, drafts] = await Promise.all([
    getUserProfile(context, userId),
    db
      .select()
      .from(checkoutSessions)
      .where(eq(checkoutSessions.userId, userId))
      .orderBy(asc(checkoutSessions.createdAt)),
    account.purchases().catch(noLedger),
    account.history({ limit: 1 }).catch(noLedger),
    objectSizes(context, userGenerationsPrefix(userId)),
    draftFiles(context, userId),
  ]);
  // The ledger only grows: the rows up to the newest one now are the same rows on every pass.
  const lastSeq = newest?.rows[0]?.seq ?? 0;
  const purchases = purchasesFromLedger((purchaseRows ?? []).filter((row) => row.seq <= lastSeq));
  return profile ? { userId, at, profile, checkouts, purchases, lastSeq, sizes, drafts } : null;
}
type Snapshot = NonNullable<Awaited<ReturnType<typeof snapshot>>>;

/** The size of every object under `prefix`, by key, listed page by page. */
async function objectSizes(context: AppLoadContext, prefix: string): Promise<Map<string, number>> {
  const sizes = new Map<string, number>();
  let cursor: string | undefined;
  for (;;) {
    const listed = await context.bindings.IMAGES.list({ prefix, cursor, limit: LIST_PAGE });
    for (const object of listed.objects) sizes.set(object.key, object.size);
    if (!listed.truncated) return sizes;
    cursor = listed.cursor;
  }
}

/** The tool drafts (photos kept while buying, tool-drafts.server.ts): a handful of objects. */
async function draftFiles(context: AppLoadContext, userId: string) {
  const prefix = `${userObjectPrefix(userId)}drafts/`;
  const listed = await context.bindings.IMAGES.list({ prefix, include: ["httpMetadata"] });
  const byTool = new Map<string, ExportFile[]>();
  for (const object of listed.objects) {
    const [tool, part] = object.key.slice(prefix.length).split("/");
    if (!tool || !part) continue;
    const name = part.includes(".") ? part : `${part}.${extensionOf(part, object.httpMetadata?.contentType)}`;
    const files = byTool.get(tool) ?? [];
    files.push({ name: `drafts/${tool}/${name}`, key: object.key, size: object.size, modified: object.uploaded });
    byTool.set(tool, files);
  }
  return [...byTool].map(([tool, files]) => ({ tool, files }));
}

/** The user's generations made up to the export's moment, oldest first, a page at a time. */
async function* generationRows(context: AppLoadContext, userId: string, at: Date) {
  let after: { createdAt: number; id: string } | undefined;
  for (;;) {
    const page = await context.db
      .select()
      .from(generations)
      .where(
        and(
          eq(generations.userId, userId),
          lte(generations.createdAt, at.getTime()),
          after &&
            or(
              gt(generations.createdAt, after.createdAt),
              and(eq(generations.createdAt, after.createdAt), gt(generations.id, after.id)),
            ),
        ),
      )
      .orderBy(asc(generations.createdAt), asc(generations.id))
      .limit(GENERATION_PAGE);
    yield* page;
    if (page.length < GENERATION_PAGE) return;
    after = page[page.length - 1];
  }
}

/** The ledger of record up to the snapshot's newest row, oldest first, a page at a time. */
async function* ledgerRows(context: AppLoadContext, userId: string, lastSeq: number): AsyncGenerator<LedgerRow> {
  if (!lastSeq) return;
  const account = context.creditAccount(userId);
  let after = 0;
  for (;;) {
    // A page answers newest first; `after` pages from the oldest towards the newest.
    const page = await account.history({ limit: MAX_HISTORY_PAGE, after });
    const rows = page.rows.slice().reverse();
    for (const row of rows) {
      if (row.seq > lastSeq) return;
      yield row;
    }
    if (page.newer === null || !rows.length) return;
    after = rows[rows.length - 1].seq;
  }
}

/** An array member written item by item (`items` pages as it goes). */
async function* arrayMember<T>(name: string, items: AsyncIterable<T> | Iterable<T>, last = false) {
  yield `  "${name}": [`;
  let first = true;
  for await (const item of items) {
    yield `${first ? "" : ","}\n    ${JSON.stringify(item)}`;
    first = false;
  }
  yield `${first ? "" : "\n  "}]${last ? "" : ","}\n`;
}

/**
 * `roommuse-data.json` as text pieces, and through `onFile` every stored object it names, in
 * archive order. The generations and the ledger are paged as the pieces are pulled. With
 * `filesOnly`, it stops after the last member that names files.
 */
async function* exportJson(
  context: AppLoadContext,
  s: Snapshot,
  onFile: (file: ExportFile) => void,
  filesOnly = false,
): AsyncGenerator<string> {
  const { profile } = s;
  const head = {
    format: "roommuse-export/1",
    exportedAt: s.at.toISOString(),
    profile: {
      id: profile.id,
      email: profile.email,
      name: profile.name,
      avatarUrl: profile.avatarUrl,
      language: profile.locale,
      createdAt: iso(profile.createdAt),
      updatedAt: iso(profile.updatedAt),
    },
    signInMethods: signInMethodsOf(profile.signInMethods ?? null).map((m) => ({
      method: m.method,
      firstUsedAt: iso(m.firstUsedAt),
      lastUsedAt: iso(m.lastUsedAt),
    })),
    purchases: s.purchases.map((p) => ({ ...p, createdAt: iso(p.createdAt) })),
    checkouts: s.checkouts.map((c) => ({
      id: c.stripeSessionId,
      packageType: c.packageType,
      credits: c.credits,
      amountCents: c.amountCents,
      currency: c.currency,
      provider: c.provider,
      status: c.status,
      creditsGranted: c.creditsGranted,
      creditsTakenBack: c.reversedCredits,
      createdAt: iso(c.createdAt),
      grantedAt: iso(c.grantedAt),
    })),
  };
  yield `${JSON.stringify(head, null, 2).slice(0, -2)},\n`;
  const stored = (file: Omit<ExportFile, "size">) => {
    const size = s.sizes.get(file.key);
    if (size === undefined) return null; // gone (a generation cleaned up midway): not named
    onFile({ ...file, size });
    return file.name;
  };
  yield* arrayMember(
    "drafts",
    s.drafts.map(({ tool, files }) => {
      for (const file of files) onFile(file);
      return { tool, files: files.map((file) => file.name) };
    }),
  );
  yield* arrayMember("generations", exportedGenerations(context, s, stored));
  if (filesOnly) return;
  yield* arrayMember(
    "ledger",
    (async function* () {
      for await (const row of ledgerRows(context, s.userId, s.lastSeq))
        yield {
          id: row.id,
          amount: row.amount,
          balanceAfter: row.balanceAfter,
          reason: row.reason,
          metadata: row.metadata,
          createdAt: iso(row.createdAt),
        };
    })(),
    true,
  );
  yield "}\n";
}

async function* exportedGenerations(
  context: AppLoadContext,
  s: Snapshot,
  stored: (file: Omit<ExportFile, "size">) => string | null,
) {
  for await (const row of generationRows(context, s.userId, s.at)) {
    const created = new Date(row.createdAt);
    const photos = row.inputKeys
      .map((key, i) => stored({ name: `photos/${row.id}-${i + 1}.${extensionOf(key, null)}`, key, modified: created }))
      .filter((name) => name !== null);
    const result =
      row.outputKey && row.status === "succeeded"
        ? stored({
            name: `results/${row.id}.${extensionOf(row.outputKey, row.outputMime)}`,
            key: row.outputKey,
            modified: new Date(row.completedAt ?? row.createdAt),
          })
        : null;
    yield {
      id: row.id,
      tool: row.tool,
      status: row.status,
      cost: row.cost,
      refunded: row.refunded,
      provider: row.provider,
      params: row.params,
      error: row.error,
      createdAt: iso(row.createdAt),
      completedAt: iso(row.completedAt),
      files: { photos, result },
    };
  }
}

/** The JSON's bytes in pieces of about JSON_CHUNK_BYTES. */
async function* encoded(pieces: AsyncIterable<string>): AsyncGenerator<Uint8Array> {
  const encoder = new TextEncoder();
  let pending = "";
  for await (const piece of pieces) {
    pending += piece;
    if (pending.length >= JSON_CHUNK_BYTES) {
      yield encoder.encode(pending);
      pending = "";
    }
  }
  if (pending) yield encoder.encode(pending);
}

/**
 * The user's data as a ZIP: every photo and result in `photos/` and `results/`, named after
 * their generation, the tool drafts in `drafts/`, and last `roommuse-data.json` (profile,
 * sign-in methods, purchases, checkouts, drafts, generations, the credit ledger). Only this
 * user's rows and objects: every read is by the signed-in user's id.
 *
 * Three passes over the paged rows, none holding them: one counts the JSON's bytes and sizes
 * the files (so the length is known before the first byte), one streams the files, one the
 * JSON. Rows are bounded by the export's moment, so each pass reads the same ones.
 */
export async function exportAccount(context: AppLoadContext, userId: string, at = new Date()) {
  const found = await snapshot(context, userId, at);
  if (!found) return null;
  const s: Snapshot = found;
  const plan = new ZipPlan();
  let jsonBytes = 0;
  for await (const chunk of encoded(exportJson(context, s, (file) => plan.add(file)))) jsonBytes += chunk.byteLength;
  const json = { name: "roommuse-data.json", size: jsonBytes, modified: at };
  plan.add(json);

  const bucket = context.bindings.IMAGES;
  async function* entries(): AsyncGenerator<ZipEntry> {
    const found: ExportFile[] = [];
    for await (const _ of exportJson(context, s, (file) => found.push(file), true))
      while (found.length) {
        const file = found.shift() as ExportFile;
        yield {
          ...file,
          open: async () => {
            const object = await bucket.get(file.key);
            if (!object) throw new Error(`${file.name} was removed while the export was written`);
            return object.body;
          },
        };
      }
    yield { ...json, open: async () => encoded(exportJson(context, s, () => {})) };
  }
  return { fileName: exportFileName(at), length: plan.length, body: zipStream(entries()) };
}
