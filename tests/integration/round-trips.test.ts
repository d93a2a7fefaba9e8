/**
 * Round trips of every /app document, counted by the Worker itself (Server-Timing, outside
 * production): after the one session lookup, a signed-in page may wait on at most two
 * sequential waves of D1 / Durable Object calls, and reads no row twice.
 */
import { describe, expect, it } from "vitest";
import { roundTrips } from "../support/round-trips";
import { createUser, creditAccount } from "../support/users";
import { SESSION_COOKIE } from "~/services/cookie-names";
import { useWorker } from "../support/fixtures";
import { APP_PAGES } from "../support/app-pages";

const worker = useWorker();

/**
 * Pages whose content is a list kept in D1 (not in the user's object): that one query more, in
 * the same wave as the shell's balance, never after it. The designs page lists the generations.
 */
const PAGE_D1_LISTS: Record<string, number> = { "/app/designs": 1 };

describe("round trips of /app documents", () => {
  it("covers the pages there are", () => {
    expect(APP_PAGES).toContain("/app/dashboard");
    expect(APP_PAGES).toContain("/app/credits/history");
    expect(APP_PAGES).toContain("/app/recolor");
    expect(APP_PAGES).toContain("/app/account");
    expect(APP_PAGES).toEqual(expect.arrayContaining(Object.keys(PAGE_D1_LISTS)));
  });

  it.each(APP_PAGES)("%s: the session lookup, then at most 2 sequential round trips", async (path) => {
    const user = await createUser(worker, { credits: 30 });
    const account = await creditAccount(worker, user.id);
    await account.debit({ userId: user.id, amount: 10, idempotencyKey: `${user.id}:g` });
    const res = await worker.fetch(path, { headers: { Cookie: user.cookie }, redirect: "manual" });
    expect(res.status).toBe(200);
    const trips = roundTrips(res);
    // One wave is the session lookup; the shell and the page read side by side after it.
    expect(trips.sequential - 1).toBeLessThanOrEqual(2);
    // No row read twice: the session lookup brings the profile with it (one D1 query), and the
    // object is asked for the balance once and for the history at most once.
    expect(trips.d1).toBeLessThanOrEqual(1 + (PAGE_D1_LISTS[path] ?? 0));
    expect(trips.durableObject).toBeLessThanOrEqual(2);
  });

  // A click from one signed-in page to another is a data request for the page's own route: the
  // shell (session, profile, balance, Premium) stays in the browser, so the click asks less of the
  // server than opening the page does.
  it.each([
    ["/app/recolor", "routes/app.recolor", { d1: 1, durableObject: 0 }],
    ["/app/restyle", "routes/app.restyle", { d1: 1, durableObject: 0 }],
    ["/app/dashboard", "routes/app.dashboard", { d1: 1, durableObject: 1 }],
  ] as const)("a click to %s costs fewer round trips than its document", async (path, route, expected) => {
    const user = await createUser(worker, { credits: 30 });
    const document = roundTrips(await worker.fetch(path, { headers: { Cookie: user.cookie } }));
    const res = await worker.fetch(`${path}.data?_routes=${encodeURIComponent(route)}`, {
      headers: { Cookie: user.cookie },
    });
    expect(res.status).toBe(200);
    const click = roundTrips(res);
    // The session lookup, then only what the page itself shows (the dashboard's Recent Activity).
    expect({ d1: click.d1, durableObject: click.durableObject }).toEqual(expected);
    expect(click.d1 + click.durableObject).toBeLessThan(document.d1 + document.durableObject);
  });

  it("a signed-out visit to /app makes one D1 call (the session lookup) and none to an object", async () => {
    const res = await worker.fetch("/app/dashboard", {
      headers: { Cookie: `${SESSION_COOKIE}=nobody` },
      redirect: "manual",
    });
    expect(res.status).toBe(302);
    expect(roundTrips(res)).toEqual({ d1: 1, durableObject: 0, sequential: 1 });
  });
});
