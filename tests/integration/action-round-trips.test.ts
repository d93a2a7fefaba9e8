/**
 * Round trips of what a signed-in user sends: every /app action and the API calls the web app and
 * the extension make, counted by the Worker itself (Server-Timing, outside production). Each has a
 * ceiling of D1 calls, Durable Object calls and sequential waves (the session lookup included),
 * so a change that adds a wait to a request fails here. Prints the table it checks.
 */
import type { FormData } from "miniflare";
import { afterAll, describe, expect, it } from "vitest";
import { geminiWorkerVars } from "../fakes/image-models";
import { useFakeImageModels, useWorker } from "../support/fixtures";
import { fixtureFile, validBody } from "../support/images";
import { roundTrips } from "../support/round-trips";
import { createUser, type TestUser } from "../support/users";
import { multipartForm, type TestWorker } from "../support/worker";

type Answer = Awaited<ReturnType<TestWorker["fetch"]>>;

interface Ceiling {
  d1: number;
  durableObject: number;
  sequential: number;
}

interface Case {
  name: string;
  /** What the user sends; `expected` is the status they get. */
  send: (user: TestUser) => Promise<Answer>;
  expected: number;
  ceiling: Ceiling;
}

const fake = useFakeImageModels();
const worker = useWorker(() => ({ vars: geminiWorkerVars(fake, 20_000) }));

const post = (path: string, user: TestUser, body: FormData | string, type?: string) =>
  worker.fetch(path, {
    method: "POST",
    body,
    headers: { ...user.headers, ...(type ? { "Content-Type": type } : {}) },
    redirect: "manual",
  });
const get = (path: string, user: TestUser) => worker.fetch(path, { headers: user.headers, redirect: "manual" });
const recolorForm = () => multipartForm({ targetColor: "#1f2a44", image: fixtureFile("room-small.png", "image/png") });
const json = (value: unknown) => JSON.stringify(value);

/** One finished recolor of `user`'s: its id. */
async function recolored(user: TestUser): Promise<string> {
  const res = await post("/api/image-editing/recolor", user, json(validBody("recolor")), "application/json");
  return ((await res.json()) as { generationId: string }).generationId;
}

/** A local checkout (development without Stripe keys) started by `user`: its session id. */
async function checkout(user: TestUser): Promise<string> {
  const res = await post(
    "/api/stripe/create-checkout-session",
    user,
    json({ packageType: "starter" }),
    "application/json",
  );
  return ((await res.json()) as { sessionId: string }).sessionId;
}

/**
 * A generation: the session lookup, the balance read (this worker's provider checks room photos, and
 * an account that cannot pay is told so before the check is sent), the slot's row, the debit, and
 * the result's commit.
 */
const GENERATION: Ceiling = { d1: 3, durableObject: 2, sequential: 5 };
/** The ledger erased in the object, then every D1 row in one batch (sessions last, so a retry can sign in). */
const DELETION: Ceiling = { d1: 2, durableObject: 1, sequential: 3 };
/** One write after the session lookup. */
const ONE_WRITE: Ceiling = { d1: 2, durableObject: 0, sequential: 2 };
/** After the session lookup (which brings the profile), one call to the user's object. */
const FROM_OBJECT: Ceiling = { d1: 1, durableObject: 1, sequential: 2 };
/** A read of one kind of thing after the session lookup. */
const ONE_READ: Ceiling = { d1: 2, durableObject: 0, sequential: 2 };

/** A plain form post, as a page without JavaScript (or Remix's fetch of the action) sends it. */
const formCase = (
  name: string,
  path: string,
  fields: Record<string, string>,
  expected: number,
  ceiling: Ceiling,
): Case => ({ name, send: (user) => post(path, user, multipartForm(fields)), expected, ceiling });

const getCase = (name: string, path: (user: TestUser) => string, ceiling: Ceiling): Case => ({
  name,
  send: (user) => get(path(user), user),
  expected: 200,
  ceiling,
});

const CASES: Case[] = [
  {
    name: "POST /api/image-editing/recolor (the wizard)",
    send: (user) => post("/api/image-editing/recolor", user, json(validBody("recolor")), "application/json"),
    expected: 200,
    ceiling: GENERATION,
  },
  {
    name: "POST /app/recolor (the form without JavaScript)",
    send: (user) => post("/app/recolor", user, recolorForm()),
    expected: 302,
    ceiling: GENERATION,
  },
  {
    name: "POST /api/image-editing/recolor (the model fails: refunded)",
    send: async (user) => {
      fake.mode = "fail";
      try {
        return await post("/api/image-editing/recolor", user, json(validBody("recolor")), "application/json");
      } finally {
        fake.mode = "ok";
      }
    },
    expected: 502,
    // After the debit: the refund, then the row closed (which also tells whether it still exists).
    ceiling: { d1: 3, durableObject: 3, sequential: 6 },
  },
  formCase("POST /app/account.data (rename)", "/app/account.data", { name: "Ada" }, 200, ONE_WRITE),
  // The rename hands back the row the page then shows; the shell's balance and the page's
  // purchases are two calls to the object, side by side.
  formCase("POST /app/account (rename without JavaScript)", "/app/account", { name: "Ada" }, 200, {
    d1: 2,
    durableObject: 2,
    sequential: 3,
  }),
  formCase("POST /logout (sign out everywhere)", "/logout", {}, 302, ONE_WRITE),
  formCase("POST /app/tour (close the tour)", "/app/tour", { tool: "recolor", dontShow: "on" }, 302, {
    d1: 1,
    durableObject: 0,
    sequential: 1,
  }),
  {
    name: "POST /api/stripe/create-checkout-session (buy)",
    send: (user) =>
      post("/api/stripe/create-checkout-session", user, json({ packageType: "starter" }), "application/json"),
    expected: 200,
    ceiling: ONE_WRITE,
  },
  formCase(
    "POST /api/credits/purchase (buy without JavaScript)",
    "/api/credits/purchase",
    { package: "starter" },
    303,
    ONE_WRITE,
  ),
  {
    name: "POST /checkout/local/:id (pay)",
    send: async (user) => post(`/checkout/local/${await checkout(user)}`, user, multipartForm({ intent: "pay" })),
    expected: 303,
    // The checkout's record, then the grant, then the record marked completed: the grant must
    // stand before the record says so, and the record decides what is granted.
    ceiling: { d1: 3, durableObject: 1, sequential: 4 },
  },
  {
    name: "POST /api/stripe/payment-success (back from checkout)",
    send: async (user) => {
      const sessionId = await checkout(user);
      await post(`/checkout/local/${sessionId}`, user, multipartForm({ intent: "pay" }));
      return post("/api/stripe/payment-success", user, json({ sessionId }), "application/json");
    },
    expected: 200,
    // Already granted by Pay: the record is read and the grant replays; nothing to write.
    ceiling: { d1: 2, durableObject: 1, sequential: 3 },
  },
  getCase("GET /api/users/:id/transactions", (user) => `/api/users/${user.id}/transactions?limit=5`, FROM_OBJECT),
  getCase("GET /api/users/me", () => "/api/users/me", FROM_OBJECT),
  getCase("GET /api/user/:id/credits", (user) => `/api/user/${user.id}/credits`, FROM_OBJECT),
  getCase("GET /api/generations", () => "/api/generations", ONE_READ),
  {
    name: "GET /api/generations/:id/image",
    send: async (user) => get(`/api/generations/${await recolored(user)}/image`, user),
    expected: 200,
    ceiling: ONE_READ,
  },
  // Public prices from the configuration: no session lookup, nothing to call.
  getCase("GET /api/image-editing/pricing", () => "/api/image-editing/pricing", {
    d1: 0,
    durableObject: 0,
    sequential: 0,
  }),
  // Before the first byte (its length is declared, so a download cut short fails: decision 0036):
  // the session, then the profile, the checkouts, the purchases and the ledger's bounds side by
  // side, then the generations and the ledger a page at a time to size the archive (one page each
  // for a new account).
  getCase("GET /app/account/export", () => "/app/account/export", { d1: 4, durableObject: 3, sequential: 5 }),
  formCase("POST /app/account/delete (confirmed)", "/app/account/delete", { confirm: "yes" }, 302, DELETION),
  {
    name: "DELETE /api/users/me",
    send: (user) => worker.fetch("/api/users/me", { method: "DELETE", headers: user.headers }),
    expected: 200,
    ceiling: DELETION,
  },
];

const table: string[][] = [];

/** The Worker leaves the header out when the request called neither D1 nor an object. */
const tripsOf = (res: Answer) =>
  /(?:^|, )d1;/.test(res.headers.get("Server-Timing") ?? "")
    ? roundTrips(res)
    : { d1: 0, durableObject: 0, sequential: 0 };

describe("round trips of what a signed-in user sends", () => {
  it.each(CASES)("$name: within its ceiling", async ({ name, send, expected, ceiling }) => {
    const user = await createUser(worker, { credits: 100 });
    const res = await send(user);
    const trips = tripsOf(res);
    const body = await res.text();
    table.push([name, String(res.status), String(trips.d1), String(trips.durableObject), String(trips.sequential)]);
    expect(res.status, body.slice(0, 300)).toBe(expected);
    expect(trips).toEqual({
      d1: expect.any(Number),
      durableObject: expect.any(Number),
      sequential: expect.any(Number),
    });
    expect(trips.d1, "D1 calls").toBeLessThanOrEqual(ceiling.d1);
    expect(trips.durableObject, "Durable Object calls").toBeLessThanOrEqual(ceiling.durableObject);
    expect(trips.sequential, "sequential waves").toBeLessThanOrEqual(ceiling.sequential);
  });
});

afterAll(() => {
  const rows = [["request", "status", "D1", "DO", "sequential"], ...table];
  const widths = rows[0].map((_, i) => Math.max(...rows.map((row) => row[i].length)));
  console.log(rows.map((row) => row.map((cell, i) => cell.padEnd(widths[i])).join("  ")).join("\n"));
});
