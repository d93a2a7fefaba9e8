import { describe, expect, it } from "vitest";
import { formPost, workerFor } from "../support/worker";
import { useWorker } from "../support/fixtures";

const worker = useWorker();

describe("GET /api/health", () => {
  it("reports D1 and R2 as reachable", async () => {
    const res = await worker.fetch("/api/health");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("application/json");
    expect(await res.json()).toMatchObject({ status: "ok", checks: { d1: { status: "ok" }, r2: { status: "ok" } } });
  });

  it("names the local engine when no remote model is configured", async () => {
    const res = await worker.fetch("/api/health");
    expect(await res.json()).toMatchObject({
      imageModel: { provider: "local", model: "local" },
      // The local engine has no classifier, so the room check before the debit is off, and says why.
      roomCheck: { status: "off", reason: "the local engine has no classifier" },
    });
  });

  it.each([
    ["gemini", "gemini-3.1-flash-image", "GEMINI_API_KEY", {}],
    ["openai", "gpt-image-2", "OPENAI_API_KEY", {}],
    ["gemini", "gemini-3-pro-image", "GEMINI_API_KEY", { GEMINI_MODEL: "gemini-3-pro-image" }],
  ] as const)("names the active provider %s and its model %s, never %s", async (provider, model, keyName, extra) => {
    const key = `sk-health-secret-${provider}-0123456789abcdef`;
    const remote = await workerFor({ vars: { MODEL_PROVIDER: provider, [keyName]: key, ...extra } });
    try {
      const res = await remote.fetch("/api/health");
      const text = await res.text();
      expect(JSON.parse(text)).toMatchObject({ status: "ok", imageModel: { provider, model } });
      expect(text).not.toContain(key);
      expect(text).not.toContain("sk-health-secret");
    } finally {
      await remote.dispose();
    }
  });
});

describe("unknown API paths", () => {
  it.each([
    ["GET", "/api/nope"],
    ["POST", "/api/resume/generate-full"],
    ["GET", "/api/ats/history"],
    ["DELETE", "/api/job-match/123"],
  ])("%s %s answers a JSON 404", async (method, path) => {
    const res = await worker.fetch(path, {
      method,
      headers: { "Content-Type": "application/json" },
      body: method === "GET" ? undefined : "{}",
    });
    expect(res.status).toBe(404);
    const body = (await res.json()) as { error: string; message: string };
    expect(body.error).toBe("not_found");
    expect(body.message).toContain(path);
  });

  it.each(["POST", "PUT", "DELETE"])("answers %s on a read-only endpoint with a JSON 405", async (method) => {
    const res = await worker.fetch("/api/health", { method });
    expect(res.status).toBe(405);
    expect(await res.json()).toEqual({
      error: "method_not_allowed",
      message: `This endpoint does not accept ${method} requests.`,
    });
  });

  it("answers in Spanish to a Spanish client", async () => {
    const res = await worker.fetch("/api/nope", { headers: { "Accept-Language": "es-MX,es;q=0.9" } });
    expect(((await res.json()) as { message: string }).message).toBe(
      "No existe ningún endpoint de la API en /api/nope.",
    );
  });
});

describe("pages and language", () => {
  const heading = (html: string) => html.match(/<h1[^>]*>([^<]*)</)?.[1];

  it("shows the English landing by default", async () => {
    const res = await worker.fetch("/");
    const html = await res.text();
    expect(res.status).toBe(200);
    expect(html).toContain('<html lang="en"');
    expect(heading(html)).toBe("Your room, restyled in seconds");
  });

  it("shows the landing page for an unknown page path", async () => {
    const res = await worker.fetch("/some/unknown/page");
    expect(res.status).toBe(200);
    expect(heading(await res.text())).toBe("Your room, restyled in seconds");
  });

  it("follows Accept-Language", async () => {
    const html = await (await worker.fetch("/", { headers: { "Accept-Language": "es-ES,es;q=0.9,en;q=0.5" } })).text();
    expect(html).toContain('<html lang="es"');
    expect(heading(html)).toBe("Tu habitación, con otro estilo en segundos");
  });

  it("lets the language cookie win over Accept-Language", async () => {
    const switched = await worker.fetch("/language", formPost({ lng: "es", redirectTo: "/about?x=1" }));
    expect(switched.status).toBe(302);
    expect(switched.headers.get("location")).toBe("/about?x=1");
    const cookie = switched.headers.get("set-cookie")!.split(";")[0];
    const html = await (await worker.fetch("/", { headers: { Cookie: cookie, "Accept-Language": "en-US" } })).text();
    expect(html).toContain('<html lang="es"');
  });

  it("never redirects the language switch off-site", async () => {
    const res = await worker.fetch("/language", formPost({ lng: "en", redirectTo: "//evil.example/" }));
    expect(res.headers.get("location")).toBe("/");
  });

  it("treats a language switch without a body as a no-op, not a server error", async () => {
    const res = await worker.fetch("/language", { method: "POST", redirect: "manual" });
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/");
  });

  it("serves static assets", async () => {
    const res = await worker.fetch("/favicon.svg");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("image/svg+xml");
  });
});
