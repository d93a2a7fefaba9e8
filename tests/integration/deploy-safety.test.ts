/**
 * Deploy safety: what a Worker published with the wrong settings, or reached from the internet,
 * gives away. The development routes (mailbox, local checkout) hand out sign-in links and free
 * credits, so they answer only in development on a loopback host; a production Worker with
 * missing settings tells the operator every one of them and tells a visitor nothing.
 */
import { describe, expect, it } from "vitest";
import { allowConsoleErrors } from "../support/setup";
import { createUser, ledgerEntries, type TestUser } from "../support/users";
import { jsonPost, PRODUCTION_VARS, postToTool, startWorker, type TestWorker } from "../support/worker";
import { validBody } from "../support/images";
import { DEFAULT_CREDIT_COSTS } from "~/models/pricing";
import { cookieName, SESSION_COOKIE } from "~/services/cookie-names";
import { useWorker } from "../support/fixtures";

const PUBLIC_ORIGIN = new URL(PRODUCTION_VARS.APP_URL).origin;

async function localCheckoutPath(worker: TestWorker, user: TestUser) {
  const res = await worker.fetch(
    "/api/stripe/create-checkout-session",
    jsonPost({ packageType: "starter", userId: user.id, source: "web" }, user.headers),
  );
  expect(res.status).toBe(200);
  return new URL(((await res.json()) as { url: string }).url).pathname;
}

describe("development routes exposed beyond loopback", () => {
  const dev = useWorker();

  const fromInternet = (path: string, init?: RequestInit) =>
    dev.mf.dispatchFetch(new URL(path, PUBLIC_ORIGIN), init as never);

  it(
    "development on a loopback host opens the mailbox; the same Worker reached by a public " + "host name does not",
    async () => {
      expect((await dev.fetch("/dev/mailbox.json?to=a@example.com")).status).toBe(200);
      expect((await dev.fetch("/dev/mailbox")).status).toBe(200);
      const json = await fromInternet("/dev/mailbox.json?to=a@example.com");
      expect(json.status).toBe(404);
      expect(await json.text()).not.toContain("messages");
      expect((await fromInternet("/dev/mailbox")).status).toBe(404);
    },
  );

  it("the local checkout neither shows nor pays from a public host name, and no credits appear", async () => {
    const user = await createUser(dev, { credits: 0 });
    const path = await localCheckoutPath(dev, user);
    expect((await fromInternet(path, { headers: user.headers })).status).toBe(404);
    // No Origin header: the point here is the host name, not a cross-site post.
    const pay = await fromInternet(path, {
      method: "POST",
      headers: { Cookie: user.cookie, "Content-Type": "application/x-www-form-urlencoded" },
      body: "intent=pay",
      redirect: "manual",
    });
    expect(pay.status).toBe(404);
    const balance = await dev.fetch(`/api/user/${user.id}/credits`, { headers: user.headers });
    expect(((await balance.json()) as { credits: number }).credits).toBe(0);
    // The same page on loopback is the working local checkout.
    expect((await dev.fetch(path, { headers: user.headers })).status).toBe(200);
  });
});

describe("development routes in a production Worker reached on loopback", () => {
  const prod = useWorker({ vars: PRODUCTION_VARS });

  it("answers 404 for the mailbox and the local checkout even from localhost", async () => {
    expect((await prod.fetch("/dev/mailbox.json?to=a@example.com")).status).toBe(404);
    expect((await prod.fetch("/dev/mailbox")).status).toBe(404);
    const user = await createUser(prod, { credits: 0 });
    const cookie = user.cookie.replace(SESSION_COOKIE, cookieName(SESSION_COOKIE, true));
    expect((await prod.fetch("/checkout/local/cs_local_anything", { headers: { Cookie: cookie } })).status).toBe(404);
  });
});

describe("misconfigured production Worker", () => {
  it("logs every missing setting for the operator and answers a visitor a plain 503 that names none", async () => {
    allowConsoleErrors(/misconfigured/);
    const log: string[] = [];
    // Production as wrangler.toml's top level declares it, with no secrets and no other settings.
    const prod = await startWorker({ vars: { ENVIRONMENT: "production" }, onStderr: (line) => log.push(line) });
    try {
      for (const path of ["/", "/api/health", "/app/dashboard", "/dev/mailbox.json"]) {
        const res = await prod.fetch(path);
        expect(res.status).toBe(503);
        expect(res.headers.get("content-type")).toContain("text/plain");
        const body = await res.text();
        expect(body).toContain("temporarily unavailable");
        for (const setting of ["APP_URL", "SESSION_SECRET", "EMAIL_PROVIDER", "MODEL_PROVIDER", "EMAIL_API_KEY"])
          expect(body).not.toContain(setting);
      }
      const logged = log.join("\n");
      for (const setting of ["APP_URL", "SESSION_SECRET", "EMAIL_PROVIDER", "MODEL_PROVIDER"])
        expect(logged).toContain(setting);
    } finally {
      await prod.dispose();
    }
  });
});

describe("the production upload alone, without the development engine beside it", () => {
  // The tests' Workers get the local engine's modules beside the upload (tests/support/worker.ts);
  // production gets the upload and nothing else (docs/decisions/0030).
  const prod = useWorker({ vars: PRODUCTION_VARS, localEngine: false, own: "the upload alone, as deployed" });
  const bare = useWorker({ vars: { MODEL_PROVIDER: "local" }, localEngine: false, own: "no development engine" });

  it("serves production: nothing in the upload needs the engine", async () => {
    const page = await prod.fetch("/");
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("RoomMuse");
    const health = await prod.fetch("/api/health");
    expect(health.status).toBe(200);
    expect(await health.json()).toMatchObject({ status: "ok", imageModel: { provider: "gemini" } });
  });

  it("has no local engine in it: a local generation there fails with the credits returned", async () => {
    allowConsoleErrors(/local engine is not in this Worker/);
    const cost = DEFAULT_CREDIT_COSTS.CLEAR;
    const user = await createUser(bare, { credits: 50 });
    const reply = await postToTool(bare, user, "clear-space", validBody("clear-space"));
    expect(reply.status).toBe(502);
    expect(reply.body).toMatchObject({ error: "model_failed", details: { refunded: cost } });
    expect(await ledgerEntries(bare, user.id)).toEqual([
      { amount: 50, reason: "bonus" },
      { amount: -cost, reason: "generation" },
      { amount: cost, reason: "refund" },
    ]);
  });
});
