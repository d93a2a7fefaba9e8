/**
 * Response headers against script injection, framing, sniffing and caching of private data:
 * every route class, in development and in production, and the static files the Worker's assets
 * serve (public/_headers). Prints the table it checks.
 */
import { randomUUID } from "node:crypto";
import { readdirSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fixture } from "../support/images";
import { storeGeneration } from "../support/generations";
import { createUser, type TestUser } from "../support/users";
import { PRODUCTION_VARS, workerFor, type TestWorker } from "../support/worker";
import { cookieName, SESSION_COOKIE } from "~/services/cookie-names";

interface RouteClass {
  name: string;
  path: (generationId: string) => string;
  signedIn: boolean;
  html: boolean;
  /** A static file, served by the Worker's assets without running the Worker. */
  asset?: "hashed" | "plain";
}

/** A file of the client build, whose name carries its content's hash (the build runs before the tests). */
const hashedAsset = `/build/${readdirSync("public/build").find((file) => /^entry\.client-[A-Z0-9]+\.js$/.test(file))}`;

const ROUTE_CLASSES: RouteClass[] = [
  { name: "public page", path: () => "/about", signedIn: false, html: true },
  { name: "home (inline script)", path: () => "/", signedIn: false, html: true },
  { name: "sign-in page", path: () => "/auth", signedIn: false, html: true },
  { name: "/app document", path: () => "/app/dashboard", signedIn: true, html: true },
  { name: "/app data request", path: () => "/app/dashboard.data", signedIn: true, html: false },
  { name: "unknown path (landing)", path: () => "/no-such-page", signedIn: false, html: true },
  { name: "error page (404)", path: () => "/checkout/local/cs_local_none", signedIn: true, html: true },
  { name: "API JSON", path: () => "/api/users/me", signedIn: true, html: false },
  { name: "API error JSON", path: () => "/api/no-such-route", signedIn: false, html: false },
  { name: "private image", path: (id) => `/api/generations/${id}/image`, signedIn: true, html: false },
  { name: "hashed build file", path: () => hashedAsset, signedIn: false, html: false, asset: "hashed" },
  { name: "static file (icon)", path: () => "/favicon.svg", signedIn: false, html: false, asset: "plain" },
];

const COLUMNS = [
  "content-security-policy",
  "permissions-policy",
  "strict-transport-security",
  "cache-control",
  "x-content-type-options",
  "etag",
] as const;

async function storedResult(worker: TestWorker, user: TestUser) {
  const id = randomUUID();
  const key = `${user.id}/outputs/${id}.png`;
  await (await worker.bucket()).put(key, fixture("room-small.png"));
  return storeGeneration(worker, user, { id, outputKey: key });
}

const table: string[][] = [];
const short = (value: string | null) =>
  value === null ? "—" : value.replace(/'nonce-[^']+'/, "'nonce-…'").replace(/max-age=\d+/, "max-age=…");

for (const environment of ["development", "production"] as const) {
  describe(`security headers, ${environment}`, () => {
    let worker: TestWorker;
    let user: TestUser;
    let generationId: string;
    beforeAll(async () => {
      worker = await workerFor(
        environment === "production"
          ? { vars: PRODUCTION_VARS }
          : { own: "a page must be rendered here, not taken from the edge cache another file filled" },
      );
      user = await createUser(worker);
      if (environment === "production")
        user = { ...user, headers: { Cookie: user.cookie.replace(SESSION_COOKIE, cookieName(SESSION_COOKIE, true)) } };
      generationId = await storedResult(worker, user);
    });
    afterAll(() => worker?.dispose());

    it.each(ROUTE_CLASSES)("$name", async (route) => {
      const res = await worker.fetch(route.path(generationId), {
        headers: route.signedIn ? user.headers : {},
        redirect: "manual",
      });
      const headers = Object.fromEntries(COLUMNS.map((name) => [name, res.headers.get(name)]));
      table.push([environment, route.name, String(res.status), ...COLUMNS.map((name) => short(headers[name]))]);
      const csp = headers["content-security-policy"] ?? "";

      expect(headers["x-content-type-options"]).toBe("nosniff");
      if (route.asset) {
        // Static files (public/_headers): the same in every environment, since the Worker does not run.
        expect(res.status).toBe(200);
        expect(headers["cache-control"]).toBe(
          route.asset === "hashed" ? "public, max-age=31536000, immutable" : "public, max-age=0, must-revalidate",
        );
        expect(headers.etag).toBeTruthy();
        await res.arrayBuffer();
        return;
      }
      expect(Boolean(headers["strict-transport-security"])).toBe(environment === "production");
      if (route.html) {
        expect(res.headers.get("content-type")).toContain("text/html");
        expect(csp).toMatch(/script-src 'nonce-[A-Za-z0-9+/=]{16,}'/);
        for (const directive of ["object-src 'none'", "base-uri 'none'", "frame-ancestors 'none'"])
          expect(csp).toContain(directive);
        expect(headers["permissions-policy"]).toContain("camera=()");
        // Every script the page carries has this response's nonce, so the policy lets exactly those run.
        const nonce = csp.match(/'nonce-([^']+)'/)![1];
        const scripts = [...(await res.text()).matchAll(/<script\b[^>]*>/g)].map((m) => m[0]);
        for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
      }
      if (route.path("").startsWith("/app")) expect(headers["cache-control"]).toBe("private, no-store");
      if (route.name === "private image") {
        expect(res.status).toBe(200);
        expect(headers["cache-control"]).toBe("private, no-cache");
        expect(headers.etag).toBeTruthy();
        const again = await worker.fetch(route.path(generationId), {
          headers: { ...user.headers, "If-None-Match": headers.etag! },
        });
        expect(again.status).toBe(304);
      }
    });

    // Each address below is new to the edge cache, so each is rendered (a cached copy carries no
    // nonce at all: its CSP names its inline scripts by hash, see page-cache.test.ts).
    it("gives each rendered response its own nonce", async () => {
      const nonces = await Promise.all(
        [1, 2, 3].map(async (i) => (await worker.fetch(`/about?v=${i}`)).headers.get("content-security-policy")),
      );
      expect(nonces.every((csp) => /'nonce-/.test(csp ?? ""))).toBe(true);
      expect(new Set(nonces).size).toBe(3);
    });
  });
}

afterAll(() => {
  const rows = [["env", "route class", "status", ...COLUMNS], ...table];
  const widths = rows[0].map((_, i) => Math.max(...rows.map((row) => row[i].length)));
  console.log(rows.map((row) => row.map((cell, i) => cell.padEnd(widths[i])).join(" | ")).join("\n"));
});
