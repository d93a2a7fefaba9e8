/**
 * Hostile and broken requests: every route, fed bodies it does not expect, must answer a clear
 * 4xx, never a 5xx or an error log (the setup fails a test on any console.error, in the Worker
 * too). Then the specific attacks: oversized and endless bodies, malformed forms, cross-site
 * page posts, old-style ?_data= requests, non-JSON bodies on JSON routes and a decompression bomb.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import http from "node:http";
import { beforeAll, describe, expect, it } from "vitest";
import { b64, pngBomb, validBody } from "../support/images";
import { createUser, type TestUser } from "../support/users";
import { useWorker } from "../support/fixtures";
import { jsonPost } from "../support/worker";

// Stripe set up (its API on a closed port), so the webhook judges a body instead of answering
// "payments are not configured" (503) to everything.
const worker = useWorker({
  vars: {
    STRIPE_SECRET_KEY: "sk_test_hostile",
    STRIPE_WEBHOOK_SECRET: "whsec_hostile",
    STRIPE_API_URL: "http://127.0.0.1:9",
  },
});
let user: TestUser;
beforeAll(async () => {
  user = await createUser(worker, { credits: 100 });
});

const PARAM_VALUES: Record<string, string> = { tool: "recolor", provider: "google" };

/** A flat route's address from its id (a file or folder name), params filled with plausible values. */
function routePath(routeId: string): string {
  const segments = routeId
    .split(/\.(?![^[]*\])/)
    .filter((segment) => segment !== "_index")
    .map((segment) => segment.replace(/_$/, "").replace(/\[\.\]/g, "."))
    .map((segment) =>
      segment === "$" ? "anything" : segment.startsWith("$") ? (PARAM_VALUES[segment.slice(1)] ?? "x1") : segment,
    );
  const path = `/${segments.join("/")}`.replace(/\/$/, "") || "/";
  return path.replace("/api/user/x1/", `/api/user/${user.id}/`).replace("/api/users/x1/", `/api/users/${user.id}/`);
}

/** Every route module's address, from its flat-route file name. */
function routePaths(): string[] {
  return readdirSync("app/routes")
    .filter((file) => /\.tsx?$/.test(file) && !file.includes(".test."))
    .map((file) => routePath(file.replace(/\.tsx?$/, "")));
}

/** The address of every route that takes a POST (its module, or a file of its folder, exports an action). */
function stateChangingRoutePaths(): string[] {
  const exportsAction = (file: string) =>
    /export (const|async function|function) action\b|export \{[^}]*\baction\b/.test(readFileSync(file, "utf8"));
  return readdirSync("app/routes", { withFileTypes: true })
    .filter((entry) =>
      entry.isDirectory()
        ? readdirSync(join("app/routes", entry.name)).some((file) =>
            exportsAction(join("app/routes", entry.name, file)),
          )
        : /\.tsx?$/.test(entry.name) && !entry.name.includes(".test.") && exportsAction(join("app/routes", entry.name)),
    )
    .map((entry) => routePath(entry.name.replace(/\.tsx?$/, "")));
}

const BOUNDARY = "----roommuse-test";
const BAD_BODIES: { name: string; contentType?: string; body: string | Uint8Array }[] = [
  { name: "no content type, garbage bytes", body: new Uint8Array([0xff, 0xfe, 0x00, 0x01, 0x80]) },
  { name: "malformed JSON", contentType: "application/json", body: '{"a": [1, 2' },
  { name: "JSON null", contentType: "application/json", body: "null" },
  { name: "JSON array", contentType: "application/json", body: "[1,2,3]" },
  { name: "deeply nested JSON", contentType: "application/json", body: `${"[".repeat(5000)}${"]".repeat(5000)}` },
  {
    name: "JSON with wrong types",
    contentType: "application/json",
    body: JSON.stringify({ userId: 5, packageType: ["x"], sessionId: {}, refresh_token: 1, imageBase64: 7 }),
  },
  {
    name: "urlencoded with bad escapes",
    contentType: "application/x-www-form-urlencoded",
    body: "a=%zz&%=%&intent=%E0%A4%A",
  },
  { name: "multipart without boundary", contentType: "multipart/form-data", body: "--x\r\n\r\n" },
  {
    name: "multipart cut off mid-part",
    contentType: `multipart/form-data; boundary=${BOUNDARY}`,
    body:
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="image"; filename="a.png"\r\n` +
      "Content-Type: image/png\r\n\r\n\x89PNG",
  },
  { name: "form content type, JSON body", contentType: "application/x-www-form-urlencoded", body: '{"email":"a@b.c"}' },
  { name: "text/plain", contentType: "text/plain", body: "hello" },
];

const sameSite = () => ({ Cookie: user.cookie, Origin: worker.origin });

describe("malformed and unexpected bodies on every route", () => {
  it("answers no 5xx to any of them", async () => {
    // Its own user: some of these requests sign out or try to delete the account they come from.
    const prober = await createUser(worker);
    const failures: string[] = [];
    const resets: string[] = [];
    let tried = 0;
    for (const path of routePaths()) {
      for (const method of ["POST", "PUT", "DELETE"]) {
        for (const bad of BAD_BODIES) {
          const headers: Record<string, string> = { Cookie: prober.cookie, Origin: worker.origin };
          if (bad.contentType) headers["Content-Type"] = bad.contentType;
          tried += 1;
          try {
            const res = await worker.fetch(path, { method, headers, body: bad.body, redirect: "manual" });
            await res.arrayBuffer();
            if (res.status >= 500) failures.push(`${method} ${path} (${bad.name}) → ${res.status}`);
          } catch (error) {
            // A route that refuses before reading a large body (a 405 on a tool endpoint) lets
            // workerd close the connection with the body unread; the kernel may reset it before
            // the answer is read. Not a 5xx, but counted and printed.
            if (!/ECONNRESET|EPIPE/.test(String((error as Error).cause ?? error))) throw error;
            resets.push(`${method} ${path} (${bad.name})`);
          }
        }
      }
    }
    console.log(
      `bad inputs tried: ${tried}, 5xx among them: ${failures.length}, ` +
        `connection resets: ${resets.length} ${resets.join("; ")}`,
    );
    expect(failures).toEqual([]);
    expect(tried).toBeGreaterThan(1000);
  }, 600_000);

  it.each([
    ["/language", "multipart without boundary"],
    ["/auth", "multipart cut off mid-part"],
    ["/app/recolor", "multipart cut off mid-part"],
    ["/checkout/local/cs_local_x", "multipart cut off mid-part"],
    ["/auth/magic", "multipart without boundary"],
  ])("a broken form posted to the page %s answers 400 (%s)", async (path, name) => {
    const bad = BAD_BODIES.find((b) => b.name === name)!;
    const res = await worker.fetch(path, {
      method: "POST",
      headers: { ...sameSite(), "Content-Type": bad.contentType! },
      body: bad.body,
      redirect: "manual",
    });
    expect(res.status).toBe(400);
  });
});

describe("oversized and endless bodies", () => {
  /**
   * Posts `total` bytes in 64 KB chunks the way a client does that reads the answer while still
   * sending (node:http, no Content-Length: chunked), and stops sending once the answer arrives.
   */
  async function postChunked(path: string, contentType: string, total: number, language = "en") {
    const base = new URL((await worker.mf.ready).toString());
    const chunk = Buffer.alloc(64 * 1024, 0x61);
    return new Promise<{ status: number; body: string; sent: number }>((resolve, reject) => {
      let sent = 0;
      let answered = false;
      const req = http.request(new URL(path, base), {
        method: "POST",
        agent: false,
        headers: { Cookie: user.cookie, Origin: base.origin, "Content-Type": contentType, "Accept-Language": language },
      });
      req.on("response", (res) => {
        answered = true;
        let body = "";
        res.setEncoding("utf8");
        res.on("data", (part: string) => (body += part));
        res.on("end", () => {
          resolve({ status: res.statusCode ?? 0, body, sent });
          req.destroy();
        });
      });
      req.on("error", (error: NodeJS.ErrnoException) => {
        if (answered) return;
        // workerd answers 413 and closes without reading the rest; the kernel may then reset the
        // connection before the client has read that answer. Either way the server stopped early.
        if (error.code === "ECONNRESET" || error.code === "EPIPE") resolve({ status: 0, body: "", sent });
        else reject(error);
      });
      const write = () => {
        while (!answered && sent < total) {
          sent += chunk.length;
          if (!req.write(chunk)) return req.once("drain", write);
        }
        if (!answered) req.end();
      };
      write();
    });
  }

  it.each([
    ["/api/stripe/create-checkout-session", "application/json"],
    ["/api/auth/refresh", "application/json"],
    ["/auth", "application/x-www-form-urlencoded"],
    ["/language", "application/x-www-form-urlencoded"],
    ["/api/stripe/webhook", "application/json"],
    ["/api/image-editing/recolor", "application/json"],
    ["/app/recolor", `multipart/form-data; boundary=${BOUNDARY}`],
  ])("%s refuses a chunked 100 MB body with 413 before reading it all", async (path, contentType) => {
    const total = 100 * 1024 * 1024;
    const res = await postChunked(path, contentType, total);
    // 0: the connection was cut after the early answer, before the client could read it.
    expect([413, 0]).toContain(res.status);
    expect(res.sent).toBeLessThan(total / 2);
  });

  it("refuses a small route's body past 64 KB in the caller's language", async () => {
    // The answer is read only when the connection outlives it: workerd answers 413 and closes
    // without reading the rest, and the kernel may reset the connection first (status 0, as above).
    // A reset is asked again, at most three times; any answer read is held to the assertions.
    let res = await postChunked("/api/auth/refresh", "application/json", 70 * 1024, "es");
    for (let attempt = 1; res.status === 0 && attempt < 3; attempt++) {
      res = await postChunked("/api/auth/refresh", "application/json", 70 * 1024, "es");
    }
    expect(res.status).toBe(413);
    expect((JSON.parse(res.body) as { message: string }).message).toMatch(/supera/);
  });

  it("still accepts a tool request of a real photo, far above the small limit", async () => {
    const res = await worker.fetch("/api/image-editing/recolor", jsonPost(validBody("recolor"), sameSite()));
    expect(res.status).toBe(200);
  });
});

describe("cross-site page posts", () => {
  it.each(["/auth", "/language", "/logout", "/app/recolor", "/app/account/delete"])(
    "a form posted to %s from another site gets a 403 page, not an empty 500",
    async (path) => {
      const res = await worker.fetch(path, {
        method: "POST",
        headers: {
          Cookie: user.cookie,
          Origin: "https://evil.example",
          "Content-Type": "application/x-www-form-urlencoded",
        },
        body: "email=victim%40example.com",
        redirect: "manual",
      });
      expect(res.status).toBe(403);
      expect(res.headers.get("content-type")).toContain("text/html");
      expect(await res.text()).toContain("This form came from another site");
    },
  );

  it("every route that takes a POST refuses what another site can make a browser send; nothing is made", async () => {
    const victim = await createUser(worker, { credits: 100 });
    const db = await worker.db();
    const { results: tables } = await db
      // The ledger's projection fills in behind the accounts' objects (seconds later): their balance is checked below.
      .prepare(
        "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE '\\_%' ESCAPE '\\' " +
          "AND name != 'credit_transactions'",
      )
      .all<{ name: string }>();
    const counts = async () =>
      Object.fromEntries(
        await Promise.all(
          tables.map(async ({ name }) => [
            name,
            (await db.prepare(`SELECT COUNT(*) AS n FROM "${name}"`).first<{ n: number }>())!.n,
          ]),
        ),
      );
    const before = await counts();
    const fields = {
      package: "starter",
      email: "victim@example.com",
      confirm: "yes",
      lng: "es",
      intent: "pay",
      redirectTo: "/app/dashboard",
    };
    // Sent whole with its length (not streamed): the refusal comes before the body is read, and a
    // streamed body would still be writing when the server closes the connection.
    const boundary = "----cross-site";
    const parts = Object.entries(fields).map(
      ([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
    );
    const multipart = `${parts.join("")}--${boundary}--\r\n`;
    const bodies: { name: string; headers: Record<string, string>; body?: string }[] = [
      {
        name: "form",
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams(fields).toString(),
      },
      { name: "multipart", headers: { "Content-Type": `multipart/form-data; boundary=${boundary}` }, body: multipart },
      { name: "text", headers: { "Content-Type": "text/plain" }, body: '{"package":"starter"}' },
      { name: "no body", headers: {} },
    ];
    const foreign: Record<string, string>[] = [
      { Origin: "https://evil.example" },
      { Origin: "null" },
      { Origin: "http://localhost.evil.example" },
      { Origin: "http://localhost:8080" },
      { "Sec-Fetch-Site": "cross-site", Origin: worker.origin },
    ];
    const paths = stateChangingRoutePaths();
    expect(paths).toEqual(expect.arrayContaining(["/api/credits/purchase", "/auth/callback", "/app/account/delete"]));
    const answered: string[] = [];
    for (const path of paths)
      for (const site of foreign)
        for (const { name, headers, body } of bodies) {
          const res = await worker.fetch(path, {
            method: "POST",
            headers: { Cookie: victim.cookie, ...site, ...headers },
            body,
            redirect: "manual",
          });
          await res.arrayBuffer();
          if (res.status !== 403) answered.push(`${path} ${JSON.stringify(site)} ${name} → ${res.status}`);
        }
    expect(answered).toEqual([]);
    expect(await counts()).toEqual(before);
    const balance = await worker.fetch(`/api/user/${victim.id}/credits`, { headers: { Cookie: victim.cookie } });
    expect(((await balance.json()) as { credits: number }).credits).toBe(100);
  });

  it("refuses a cross-site buy (the form and JSON) with 403 and creates no checkout", async () => {
    const buyer = await createUser(worker);
    const checkouts = async () =>
      (await (
        await worker.db()
      )
        .prepare("SELECT COUNT(*) AS n FROM checkout_sessions WHERE user_id = ?")
        .bind(buyer.id)
        .first<{ n: number }>())!.n;
    const form = await worker.fetch("/api/credits/purchase", {
      method: "POST",
      headers: {
        Cookie: buyer.cookie,
        Origin: "https://evil.example",
        "Content-Type": "application/x-www-form-urlencoded",
        "Accept-Language": "es",
      },
      body: "package=starter",
      redirect: "manual",
    });
    expect(form.status).toBe(403);
    expect(await form.json()).toEqual({
      error: "cross_site_request",
      message: "Esta solicitud debe venir del sitio de RoomMuse.",
    });
    const json = await worker.fetch(
      "/api/credits/purchase",
      jsonPost({ package: "starter" }, { Cookie: buyer.cookie, Origin: "https://evil.example" }),
    );
    expect(json.status).toBe(403);
    expect(await checkouts()).toBe(0);
  });

  it("answers a cross-site data request with 403 JSON, and a sandboxed (Origin: null) post too", async () => {
    const data = await worker.fetch("/language.data", {
      method: "POST",
      headers: { Origin: "https://evil.example", "Content-Type": "application/x-www-form-urlencoded" },
      body: "lng=es",
    });
    expect(data.status).toBe(403);
    expect(((await data.json()) as { error: string }).error).toBe("cross_site_request");
    const sandboxed = await worker.fetch("/auth", {
      method: "POST",
      headers: { Origin: "null", "Content-Type": "application/x-www-form-urlencoded", "Accept-Language": "es" },
      body: "email=a%40b.c",
    });
    expect(sandboxed.status).toBe(403);
    expect(await sandboxed.text()).toContain("Este formulario vino de otro sitio");
  });

  it("still accepts the same post from our own pages, even with a forged X-Forwarded-Host", async () => {
    const res = await worker.fetch("/language", {
      method: "POST",
      headers: {
        ...sameSite(),
        "X-Forwarded-Host": "evil.example",
        "Content-Type": "application/x-www-form-urlencoded",
      },
      body: "lng=es",
      redirect: "manual",
    });
    expect(res.status).toBe(302);
  });
});

describe("old-style ?_data= requests", () => {
  it.each(["/?_data=root", "/app/dashboard?_data=routes/app.dashboard", "/auth?_data=routes/auth"])(
    "%s is answered without an error log",
    async (path) => {
      const res = await worker.fetch(path, { headers: sameSite(), redirect: "manual" });
      await res.arrayBuffer();
      expect(res.status).toBeLessThan(500);
    },
  );
});

describe("non-JSON bodies on JSON API routes", () => {
  it.each([
    "/api/stripe/create-checkout-session",
    "/api/stripe/payment-success",
    "/api/auth/refresh",
    "/api/auth/extension-session",
    "/api/image-editing/recolor",
  ])("%s answers 415 to text/plain and to a form", async (path) => {
    for (const contentType of ["text/plain", "application/x-www-form-urlencoded"]) {
      const res = await worker.fetch(path, {
        method: "POST",
        headers: { ...sameSite(), "Content-Type": contentType },
        body: '{"packageType":"starter"}',
      });
      expect(res.status, `${path} ${contentType}`).toBe(415);
      expect(((await res.json()) as { error: string }).error).toBe("unsupported_media_type");
    }
  });
});

describe("decompression bombs", () => {
  it("a 1 MB PNG that inflates to 1 GB is refused with 422 and its credits come back", async () => {
    const bombUser = await createUser(worker, { credits: 100 });
    const bomb = await pngBomb(1000, 1000, 1024 * 1024 * 1024);
    expect(bomb.length).toBeGreaterThan(900 * 1024);
    expect(bomb.length).toBeLessThan(1200 * 1024);
    const res = await worker.fetch(
      "/api/image-editing/recolor",
      jsonPost(
        { ...validBody("recolor"), imageBase64: b64(bomb), mimeType: "image/png" },
        { Cookie: bombUser.cookie, Origin: worker.origin },
      ),
    );
    const body = (await res.json()) as { error: string; details?: { refunded?: number } };
    expect(res.status).toBe(422);
    expect(body.error).toBe("image_unreadable");
    const balance = await worker.fetch(`/api/user/${bombUser.id}/credits`, { headers: { Cookie: bombUser.cookie } });
    expect(((await balance.json()) as { credits: number }).credits).toBe(100);
  }, 120_000);
});
