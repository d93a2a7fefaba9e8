/**
 * Open redirect: a hostile redirect_to / redirectTo must never send a user off our origin, on any
 * of the three places that follow one: /auth (signed in, and after the magic link it sends),
 * /auth/callback and /language. Each form is sent through the built Worker, and the Location it
 * answers is resolved the way a browser resolves it.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { HOSTILE_REDIRECTS } from "../support/hostile-redirects";
import { signInViaHttp, useMagicLink, requestMagicLinkViaHttp, type SignedIn } from "../support/sign-in";
import { useWorker } from "../support/fixtures";

const worker = useWorker();
let user: SignedIn;
beforeAll(async () => {
  user = await signInViaHttp(worker);
});

const followed: { sink: string; form: string; location: string }[] = [];

/** Where the browser goes with this Location, and whether that is still us. */
function expectOnOrigin(sink: string, form: string, location: string | null) {
  expect(location, `${sink} answered no redirect for ${JSON.stringify(form)}`).toBeTruthy();
  followed.push({ sink, form, location: location! });
  const target = new URL(location!, `${worker.origin}/somewhere/page`);
  expect(target.origin, `${sink} sent ${JSON.stringify(form)} to ${location}`).toBe(worker.origin);
  // Not even a proxy that decodes the path once or twice may read it as another host.
  expect(decodeURIComponent(decodeURIComponent(target.pathname))).not.toMatch(/^\/[/\\]/);
}

const query = (name: string, value: string) => new URLSearchParams({ [name]: value }).toString();

describe("open redirect through the sign-in and language sinks", () => {
  it.each(HOSTILE_REDIRECTS)("/auth (already signed in) keeps redirect_to=%j on the origin", async (form) => {
    const res = await worker.fetch(`/auth?${query("redirect_to", form)}`, {
      headers: { Cookie: user.cookie },
      redirect: "manual",
    });
    expect(res.status).toBe(302);
    expectOnOrigin("/auth", form, res.headers.get("location"));
  });

  it.each(HOSTILE_REDIRECTS)("/auth → magic link keeps redirect_to=%j on the origin", async (form) => {
    const email = `redirect-${followed.length}-${Date.now()}@example.com`;
    const link = await requestMagicLinkViaHttp(worker, email, { redirectTo: form });
    const res = await useMagicLink(worker, link);
    expect(res.status).toBe(302);
    expectOnOrigin("/auth/magic", form, res.headers.get("location"));
  });

  it.each(HOSTILE_REDIRECTS)("/auth/callback keeps redirect_to=%j on the origin", async (form) => {
    const res = await worker.fetch(`/auth/callback?${query("redirect_to", form)}`, {
      headers: { Cookie: user.cookie },
      redirect: "manual",
    });
    expect(res.status).toBe(302);
    expectOnOrigin("/auth/callback", form, res.headers.get("location"));
  });

  it.each(HOSTILE_REDIRECTS)("/language keeps redirectTo=%j on the origin", async (form) => {
    const res = await worker.fetch("/language", {
      method: "POST",
      body: new URLSearchParams({ lng: "es", redirectTo: form }).toString(),
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: worker.origin },
      redirect: "manual",
    });
    expect(res.status).toBe(302);
    expect(res.headers.get("set-cookie")).toMatch(/^lng=/);
    expectOnOrigin("/language", form, res.headers.get("location"));
  });

  it("still returns to a genuine page of ours on every sink", async () => {
    const back = "/app/thumbnail?from=redirect#top";
    const auth = await worker.fetch(`/auth?${query("redirect_to", back)}`, {
      headers: { Cookie: user.cookie },
      redirect: "manual",
    });
    expect(auth.headers.get("location")).toBe(back);
    const callback = await worker.fetch(`/auth/callback?${query("redirect_to", back)}`, {
      headers: { Cookie: user.cookie },
      redirect: "manual",
    });
    expect(callback.headers.get("location")).toBe(back);
    const language = await worker.fetch("/language", {
      method: "POST",
      body: new URLSearchParams({ lng: "en", redirectTo: back }).toString(),
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: worker.origin },
      redirect: "manual",
    });
    expect(language.headers.get("location")).toBe(back);
  });

  it(`tried ${HOSTILE_REDIRECTS.length} hostile forms on 4 sinks, and none left the origin`, () => {
    expect(HOSTILE_REDIRECTS.length).toBeGreaterThanOrEqual(50);
    expect(followed).toHaveLength(HOSTILE_REDIRECTS.length * 4);
    console.info(`open redirect: ${followed.length} redirects followed, 0 left the origin`);
  });
});
