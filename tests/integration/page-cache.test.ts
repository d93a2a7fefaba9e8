/**
 * Public pages from the edge cache (Cache API): a hit is the page a miss rendered, served as stored
 * with a CSP naming its inline scripts by hash; the language is part of the key; a signed-in
 * visitor never gets the cached copy; a made-up address is never kept; a new deploy never serves
 * the HTML of the one before. Whether the cache answered is in the Server-Timing header (outside
 * production).
 */
import { createHash } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { request as httpRequest } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { createUser } from "../support/users";
import { startWorker, type TestWorker } from "../support/worker";
import { useWorker } from "../support/fixtures";

type Answer = { status: number; headers: { get(name: string): string | null }; text(): Promise<string> };

const outcome = (res: Answer) => /edge-cache;desc="([^"]+)"/.exec(res.headers.get("Server-Timing") ?? "")?.[1];
const cspNonce = (res: Answer) => /'nonce-([^']+)'/.exec(res.headers.get("Content-Security-Policy") ?? "")?.[1];

async function page(worker: TestWorker, path: string, headers: Record<string, string> = {}) {
  const res = (await worker.fetch(path, { headers, redirect: "manual" })) as unknown as Answer;
  const html = await res.text();
  return { res, html, outcome: outcome(res), nonce: cspNonce(res) };
}

/** The first visit renders and keeps the page; wait (no sleep) until a later visit is served from the cache. */
async function warm(worker: TestWorker, path: string, headers: Record<string, string> = {}) {
  const first = await page(worker, path, headers);
  expect(first.outcome).toBe("miss");
  await expect.poll(async () => (await page(worker, path, headers)).outcome).toBe("hit");
  return first;
}

/**
 * A GET over plain HTTP with exactly `headers`, as `curl` without `--compressed` sends it: fetch
 * (and so dispatchFetch) would add an Accept-Encoding of its own.
 */
async function rawGet(worker: TestWorker, path: string, headers: Record<string, string>) {
  const url = new URL(path, await worker.mf.ready);
  return new Promise<{ headers: Record<string, string | string[] | undefined>; body: Buffer }>((resolve, reject) => {
    const req = httpRequest(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
      res.on("error", reject);
    });
    req.on("error", reject);
    req.end();
  });
}

describe("public pages from the edge cache", () => {
  const worker = useWorker({ own: "each page must be a miss before it is a hit: no other file may have cached it" });

  it("a hit is the page the miss rendered, as stored: no nonce, inline scripts named by hash in its CSP", async () => {
    const english = { "Accept-Language": "en" };
    const miss = await warm(worker, "/about", english);
    const hit = await page(worker, "/about", english);
    expect(hit.outcome).toBe("hit");
    expect(hit.res.status).toBe(200);
    expect(hit.res.headers.get("Content-Type")).toContain("text/html");
    expect(miss.nonce).toBeTruthy();
    expect(hit.html).toBe(miss.html.replaceAll(` nonce="${miss.nonce}"`, ""));
    expect(hit.html).not.toContain("nonce");
    // Exactly the inline scripts the page carries may run, and nothing else (no nonce to steal).
    const scripts = [...hit.html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attributes] of scripts) expect(attributes).not.toMatch(/src=/);
    const hashes = new Set(
      scripts.map(([, , code]) => `'sha256-${createHash("sha256").update(code).digest("base64")}'`),
    );
    expect(hit.res.headers.get("Content-Security-Policy")).toBe(
      `script-src ${[...hashes].join(" ")}; object-src 'none'; base-uri 'none'; frame-ancestors 'none'`,
    );
    // The visitor's copy carries none of the cache's own bookkeeping.
    expect(hit.res.headers.get("Cache-Control")).toBeNull();
    expect(hit.res.headers.get("X-RoomMuse-Shared-Page")).toBeNull();
    expect(hit.res.headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(hit.res.headers.get("Permissions-Policy")).toContain("camera=()");
  });

  it("a hit goes out gzipped once to a visitor who takes gzip, and plain to one who does not", async () => {
    const english = { "Accept-Language": "en" };
    await warm(worker, "/legal/privacy", english);
    const gzipped = await page(worker, "/legal/privacy", { ...english, "Accept-Encoding": "gzip, br" });
    const plain = await page(worker, "/legal/privacy", { ...english, "Accept-Encoding": "identity" });
    expect([gzipped.outcome, plain.outcome]).toEqual(["hit", "hit"]);
    // Miniflare's dispatchFetch unzips the body and hands the coding back as MF-Content-Encoding.
    const coding = ({ res }: { res: Answer }) =>
      res.headers.get("Content-Encoding") ?? res.headers.get("MF-Content-Encoding");
    expect(coding(gzipped)).toBe("gzip");
    expect(coding(plain)).toBeNull();
    // What crossed the wire was the zipped page: a fraction of its size.
    expect(Number(gzipped.res.headers.get("Content-Length"))).toBeLessThan(gzipped.html.length / 2);
    for (const { res } of [gzipped, plain]) expect(res.headers.get("Vary")).toContain("Accept-Encoding");
    // The same page either way (the client unzips the first).
    expect(gzipped.html).toBe(plain.html);
    expect(plain.html).toContain("</html>");
  });

  it("a hit goes out as plain HTML to a client that sent no Accept-Encoding at all", async () => {
    const english = { "Accept-Language": "en" };
    const outcomeOf = (res: { headers: Record<string, string | string[] | undefined> }) =>
      /edge-cache;desc="([^"]+)"/.exec(String(res.headers["server-timing"] ?? ""))?.[1];
    expect(outcomeOf(await rawGet(worker, "/legal/terms", english))).toBe("miss");
    await expect.poll(async () => outcomeOf(await rawGet(worker, "/legal/terms", english))).toBe("hit");
    const hit = await rawGet(worker, "/legal/terms", english);
    expect(outcomeOf(hit)).toBe("hit");
    expect(hit.headers["content-encoding"]).toBeUndefined();
    const html = hit.body.toString("utf8");
    expect(html.startsWith("<!DOCTYPE html>")).toBe(true);
    expect(html).toContain("</html>");
  });

  it("keeps one copy per language: Spanish visitors never get the English page", async () => {
    await warm(worker, "/contact", { "Accept-Language": "en" });
    const spanish = await page(worker, "/contact", { "Accept-Language": "es-ES,es;q=0.9" });
    expect(spanish.outcome).toBe("miss");
    expect(spanish.html).toContain('<html lang="es"');
    const pinned = await page(worker, "/contact?lng=es", { "Accept-Language": "en" });
    expect(pinned.html).toContain('<html lang="es"');
    // The language switch's own cookie (the saved choice) picks the Spanish copy too.
    const choice = await worker.fetch("/language", {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: worker.origin },
      body: "lng=es&redirectTo=/contact",
      redirect: "manual",
    });
    const cookie = (choice.headers.get("Set-Cookie") ?? "").split(";")[0];
    expect(cookie).toMatch(/^lng=/);
    const chosen = await page(worker, "/contact", { "Accept-Language": "en", Cookie: cookie });
    expect(chosen.html).toContain('<html lang="es"');
  });

  it("a signed-in visitor never gets the cached HTML: the landing sends them to their app", async () => {
    await warm(worker, "/", { "Accept-Language": "en" });
    const user = await createUser(worker);
    const signedIn = await page(worker, "/", { "Accept-Language": "en", Cookie: user.cookie });
    expect(signedIn.res.status).toBe(302);
    expect(signedIn.res.headers.get("Location")).toBe("/app");
    expect(signedIn.outcome).not.toBe("hit");
    // On a page that looks the same to them, they still get their own render, never the stored one.
    await warm(worker, "/legal/terms", { "Accept-Language": "en" });
    const terms = await page(worker, "/legal/terms", { "Accept-Language": "en", Cookie: user.cookie });
    expect(terms.res.status).toBe(200);
    expect(terms.outcome).toBe("bypass");
  });

  it("never keeps a made-up address (it shows the landing, marked noindex)", async () => {
    for (let i = 0; i < 2; i++) {
      const unknown = await page(worker, "/no-such-page-here", { "Accept-Language": "en" });
      expect(unknown.res.status).toBe(200);
      expect(unknown.outcome).toBe("bypass");
    }
  });
});

describe("a new deploy", () => {
  const dir = mkdtempSync(join(tmpdir(), "page-cache-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  // Three Workers start and stop one after another: more than the default 30 s on a busy machine.
  it("never serves the HTML the previous version kept", { timeout: 90_000 }, async () => {
    const before = await startWorker({ versionId: "version-a", cachePersist: dir });
    try {
      await warm(before, "/about", { "Accept-Language": "en" });
    } finally {
      await before.dispose();
    }
    const after = await startWorker({ versionId: "version-b", cachePersist: dir });
    try {
      expect((await page(after, "/about", { "Accept-Language": "en" })).outcome).toBe("miss");
    } finally {
      await after.dispose();
    }
    // The cache did survive the restart: the old version's copy is still there for the old version.
    const again = await startWorker({ versionId: "version-a", cachePersist: dir });
    try {
      expect((await page(again, "/about", { "Accept-Language": "en" })).outcome).toBe("hit");
    } finally {
      await again.dispose();
    }
  });
});
