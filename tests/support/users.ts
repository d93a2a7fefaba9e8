/**
 * Test users for integration tests: a profile, a live web session (cookie), and credits
 * granted through the real CreditAccount Durable Object.
 */
import { createHash, randomBytes, randomUUID } from "node:crypto";
import type { CreditAccountRpc } from "../../app/models/credit-account.server";
import { type Ledger, type LedgerRow, MAX_HISTORY_PAGE, unwrap } from "../../app/models/ledger";
import { harnessObject } from "./harness";
import type { TestWorker } from "./worker";
import { SESSION_COOKIE } from "~/services/cookie-names";
import { PACKAGES } from "~/models/pricing";
import { checkoutIdempotencyKey } from "~/models/payments.server";

export interface TestUser {
  id: string;
  email: string;
  /** Cookie header value that signs requests in as this user. */
  cookie: string;
  headers: Record<string, string>;
}

/**
 * RPC to the user's real CreditAccount object, unwrapped like the app's facade: a refusal
 * rejects with a LedgerError (its message starts with `[ledger:<code>]`).
 */
export async function creditAccount(worker: TestWorker, userId: string) {
  const stub = await accountStub(worker, userId);
  return {
    balance: async (id: string) => unwrap(await stub.balance(id)),
    summary: async (id: string) => unwrap(await stub.summary(id)),
    grant: async (input: Omit<Parameters<Ledger["grant"]>[0], "reason"> & { reason: string }) =>
      unwrap(await stub.grant(input as Parameters<Ledger["grant"]>[0])),
    debit: async (input: Parameters<Ledger["debit"]>[0]) => unwrap(await stub.debit(input)),
    refund: async (input: Parameters<Ledger["refund"]>[0]) => unwrap(await stub.refund(input)),
    reverse: async (input: Parameters<Ledger["reverse"]>[0]) => unwrap(await stub.reverse(input)),
  };
}

/** The user's real object: each call is an RPC the harness Worker makes to it in workerd. */
export async function accountStub(worker: TestWorker, userId: string) {
  return harnessObject<CreditAccountRpc>(worker.harness, userId);
}

/** Every row of the user's ledger of record (their object), newest first. */
export async function objectRows(worker: TestWorker, userId: string): Promise<LedgerRow[]> {
  const stub = await accountStub(worker, userId);
  const rows: LedgerRow[] = [];
  let before: number | undefined;
  for (;;) {
    const page = unwrap(await stub.history(userId, { limit: MAX_HISTORY_PAGE, before }));
    rows.push(...page.rows);
    if (page.older === null) return rows;
    before = page.older;
  }
}

/**
 * The Premium pack's purchase as a paid checkout grants it (fulfilCheckout: reason "purchase",
 * the checkout's key, the pack in the metadata), straight into the user's object: what makes an
 * account Premium, for tests about what Premium does rather than how it is bought.
 */
export async function grantPremiumPurchase(worker: TestWorker, userId: string) {
  const account = await creditAccount(worker, userId);
  const sessionId = `cs_test_${randomUUID()}`;
  await account.grant({
    userId,
    amount: PACKAGES.premium.credits,
    reason: "purchase",
    idempotencyKey: checkoutIdempotencyKey(sessionId),
    metadata: { packageType: "premium", checkoutSessionId: sessionId, amountCents: PACKAGES.premium.priceCents },
  });
}

export async function createUser(
  worker: TestWorker,
  options: { email?: string; name?: string; credits?: number } = {},
): Promise<TestUser> {
  const id = randomUUID();
  const email = options.email ?? `user-${id.slice(0, 8)}@example.com`;
  const db = await worker.db();
  await db
    // An account that has been greeted already: the once-only welcome belongs to real first sign-ins.
    .prepare("INSERT INTO user_profiles (id, email, name, welcomed_at) VALUES (?, ?, ?, ?)")
    .bind(id, email, options.name ?? null, Date.now())
    .run();
  const credits = options.credits ?? 50;
  if (credits > 0) {
    const account = await creditAccount(worker, id);
    await account.grant({ userId: id, amount: credits, reason: "bonus", idempotencyKey: `test-setup:${id}` });
  }
  const token = randomBytes(32).toString("base64url");
  const hash = createHash("sha256").update(token).digest("hex");
  await db
    // Signed in just now, as a magic link would: fresh enough for a deletion.
    .prepare(
      "INSERT INTO sessions (id, token_hash, user_id, kind, email, authenticated_at, expires_at) " +
        "VALUES (?, ?, ?, 'web', ?, ?, ?)",
    )
    .bind(randomUUID(), hash, id, email, Date.now(), Date.now() + 86_400_000)
    .run();
  const cookie = `${SESSION_COOKIE}=${token}`;
  return { id, email, cookie, headers: { Cookie: cookie, Origin: worker.origin } };
}

/** The user's ledger rows in their object, oldest first: what each movement was and its amount. */
export async function ledgerEntries(worker: TestWorker, userId: string) {
  const rows = await objectRows(worker, userId);
  return rows.reverse().map(({ amount, reason }) => ({ amount, reason }));
}

/** The user's generation rows, oldest first. */
export async function generationRows(worker: TestWorker, userId: string) {
  const db = await worker.db();
  const { results } = await db
    .prepare(
      "SELECT id, tool, status, refunded, output_key, input_keys, provider, commercial_licence FROM generations " +
        "WHERE user_id = ? ORDER BY created_at",
    )
    .bind(userId)
    .all<{
      id: string;
      tool: string;
      status: string;
      refunded: number;
      output_key: string | null;
      input_keys: string;
      provider: string;
      commercial_licence: number;
    }>();
  return results;
}

/** The user's balance in their object (the ledger of record), and the sum and count of its rows. */
export async function ledgerState(worker: TestWorker, userId: string) {
  const stub = await accountStub(worker, userId);
  const balance = unwrap(await stub.balance(userId));
  const rows = await objectRows(worker, userId);
  return { balance, ledgerSum: rows.reduce((sum, row) => sum + row.amount, 0), rows: rows.length };
}

/** The D1 projection of the user's ledger once the object has flushed its outbox. */
export async function projectionState(worker: TestWorker, userId: string) {
  await (await accountStub(worker, userId)).flushProjection();
  const db = await worker.db();
  const profile = await db
    .prepare("SELECT credits FROM user_profiles WHERE id = ?")
    .bind(userId)
    .first<{ credits: number }>();
  const sum = await db
    .prepare("SELECT COALESCE(SUM(amount), 0) AS total, COUNT(*) AS rows FROM credit_transactions WHERE user_id = ?")
    .bind(userId)
    .first<{ total: number; rows: number }>();
  return { balance: profile?.credits ?? 0, ledgerSum: sum?.total ?? 0, rows: sum?.rows ?? 0 };
}

/**
 * Posts a tool page's plain form as a browser without JavaScript would, and returns the stored
 * result's address it was sent to (`/app/<tool>?result=<id>`), failing if it was not sent there.
 */
export async function submitToolForm(
  worker: TestWorker,
  user: TestUser,
  page: string,
  body: NonNullable<Parameters<TestWorker["fetch"]>[1]>["body"],
): Promise<string> {
  const res = await worker.fetch(page, { method: "POST", body, headers: { Cookie: user.cookie }, redirect: "manual" });
  if (res.status !== 302) throw new Error(`${page} answered ${res.status}, not the stored result: ${await res.text()}`);
  const location = res.headers.get("location") ?? "";
  if (!new RegExp(`^${page.replace(/[.?]/g, "\\$&")}\\?result=[0-9a-f-]{36}$`).test(location))
    throw new Error(`${page} sent the form to ${location}, not to its stored result`);
  return location;
}
