import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { allowConsoleErrors } from "../support/setup";
import {
  latestMagicLink,
  requestMagicLinkViaHttp,
  setCookieLines,
  setCookies,
  signInViaHttp,
  useMagicLink,
} from "../support/sign-in";
import { ledgerEntries, ledgerState } from "../support/users";
import { cookieName, KNOWN_BROWSER_COOKIE, SESSION_COOKIE } from "~/services/cookie-names";
import { useFakeEmailProvider, useWorker } from "../support/fixtures";
import { PRODUCTION_VARS } from "../support/worker";

const worker = useWorker();

const form = (fields: Record<string, string>, headers: Record<string, string> = {}) => ({
  method: "POST",
  body: new URLSearchParams(fields).toString(),
  headers: {
    "Content-Type": "application/x-www-form-urlencoded",
    "CF-Connecting-IP": `10.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
    ...headers,
  },
});
const text = (html: string) => html.replace(/<!--.*?-->/g, "");

describe("the /auth screen", () => {
  it(
    "offers Google, Facebook (not set up here), an e-mail form posting to /auth, and the " + "three-step explainer",
    async () => {
      const res = await worker.fetch("/auth");
      expect(res.status).toBe(200);
      const html = text(await res.text());
      expect(html).toContain("Sign in to RoomMuse");
      expect(html).toContain("Google sign-in is not set up");
      expect(html).toContain("Facebook sign-in is not set up");
      expect(html).toMatch(/<form[^>]*method="post"[^>]*action="\/auth"/);
      expect(html).toMatch(/<input[^>]*name="email"/);
      expect(html).toContain("Send magic link");
      expect(html).toContain("How it works");
      for (const step of ["Enter your email", "Open the magic link", "Start decorating"]) expect(html).toContain(step);
      expect(html).toContain("50 free credits");
    },
  );

  it("answers the spec's validation messages, word for word, in the user's language", async () => {
    const empty = await worker.fetch("/auth", form({ email: "" }));
    expect(empty.status).toBe(400);
    expect(await empty.text()).toContain("Please enter your email address");
    const invalid = await worker.fetch("/auth", form({ email: "not-an-email" }));
    expect(invalid.status).toBe(400);
    expect(await invalid.text()).toContain("Please enter a valid email address");
    const spanish = await worker.fetch("/auth", form({ email: "nope" }, { "Accept-Language": "es" }));
    expect(await spanish.text()).toContain("Introduce un correo electrónico válido");
  });

  it("shows the confirmation screen after sending, without JavaScript", async () => {
    const res = await worker.fetch("/auth", form({ email: "Confirm.Me@Example.com" }));
    expect(res.status).toBe(200);
    const html = text(await res.text());
    expect(html).toContain("Check your email");
    expect(html).toContain("confirm.me@example.com");
    expect(html).toContain("The link expires in 24 hours.");
    expect(html).toContain("Use a different email");
  });
});

describe("the magic link", () => {
  it("is e-mailed with HTML and text parts in the user's language, and only its hash is stored", async () => {
    const email = "bilingual@example.com";
    await requestMagicLinkViaHttp(worker, email, { language: "es" });
    const { messages } = (await (await worker.fetch(`/dev/mailbox.json?to=${email}`)).json()) as {
      messages: { to: string; subject: string; text: string; html: string; links: string[]; sentAt: string }[];
    };
    expect(messages).toHaveLength(1);
    const [message] = messages;
    expect(message.to).toBe(email);
    expect(message.subject).toBe("Tu enlace para entrar en RoomMuse");
    expect(message.text).toContain("caduca en 24 horas");
    expect(message.html).toContain("<a href=");
    expect(message.links[0]).toMatch(/^http:\/\/localhost\/auth\/magic\?token=/);
    expect(message.text).toContain(message.links[0]);
    expect(new Date(message.sentAt).getTime()).toBeGreaterThan(Date.now() - 60_000);

    const token = new URL(message.links[0]).searchParams.get("token")!;
    const db = await worker.db();
    const rows = await db
      .prepare("SELECT token_hash FROM one_time_tokens WHERE email = ?")
      .bind(email)
      .all<{ token_hash: string }>();
    expect(rows.results).toHaveLength(1);
    expect(rows.results[0].token_hash).toBe(createHash("sha256").update(token).digest("hex"));
    const dump = JSON.stringify((await db.prepare("SELECT * FROM one_time_tokens").all()).results);
    expect(dump).not.toContain(token);
  });

  it("lists mail newest first, as HTML at /dev/mailbox too", async () => {
    const email = "newest@example.com";
    const first = await requestMagicLinkViaHttp(worker, email);
    const second = await requestMagicLinkViaHttp(worker, email);
    expect(await latestMagicLink(worker, email)).toBe(second);
    expect(second).not.toBe(first);
    const html = await (await worker.fetch("/dev/mailbox")).text();
    expect(html).toContain("Development mailbox");
    expect(html.indexOf(second.replace(/&/g, "&amp;"))).toBeLessThan(html.indexOf(first.replace(/&/g, "&amp;")));
  });

  it(
    "signs in once: the first use works, every later use shows a clear page with a way to get " + "a new link",
    async () => {
      const email = "once@example.com";
      const link = await requestMagicLinkViaHttp(worker, email);
      const path = new URL(link).pathname + new URL(link).search;
      const confirm = await worker.fetch(path);
      expect(confirm.status).toBe(200);
      expect(await confirm.text()).toContain("Continue to RoomMuse as once@example.com.");

      const used = await useMagicLink(worker, link);
      expect(used.status).toBe(302);
      expect(used.headers.get("location")).toBe("/app/recolor");
      expect(setCookies(used)[SESSION_COOKIE]).toBeTruthy();

      for (const again of [await useMagicLink(worker, link), await worker.fetch(path)]) {
        expect(again.status).toBe(410);
        const html = await again.text();
        expect(html).toContain("This sign-in link has already been used.");
        expect(html).toContain('href="/auth"');
        expect(html).toContain("Get a new link");
      }
      const spanish = await worker.fetch(path, { headers: { "Accept-Language": "es" } });
      expect(await spanish.text()).toContain("Este enlace de inicio de sesión ya se usó.");
    },
  );

  it("tells a signed-in user who opens a used link that they are signed in already, with a way on", async () => {
    const link = await requestMagicLinkViaHttp(worker, `used-while-in-${Date.now()}@example.com`);
    const path = new URL(link).pathname + new URL(link).search;
    const used = await useMagicLink(worker, link);
    const cookie = `${SESSION_COOKIE}=${setCookies(used)[SESSION_COOKIE]}`;
    for (const [lang, title, button] of [
      ["en", "You&#x27;re already signed in", "Continue to RoomMuse"],
      ["es", "Ya iniciaste sesión", "Continuar a RoomMuse"],
    ] as const) {
      for (const again of [
        await worker.fetch(path, { headers: { Cookie: cookie, "Accept-Language": lang } }),
        await useMagicLink(worker, link, { Cookie: cookie, "Accept-Language": lang }),
      ]) {
        const html = await again.text();
        expect(html).toContain(title);
        expect(html).toMatch(new RegExp(`<a[^>]*href="/app"[^>]*>${button}</a>`));
        expect(html).not.toContain('href="/auth" class="btn-primary');
      }
    }
  });

  it("expires after 24 hours", async () => {
    const email = "late@example.com";
    const link = await requestMagicLinkViaHttp(worker, email);
    const db = await worker.db();
    const row = await db
      .prepare("SELECT created_at, expires_at FROM one_time_tokens WHERE email = ?")
      .bind(email)
      .first<{ created_at: number; expires_at: number }>();
    expect(row!.expires_at - row!.created_at).toBe(24 * 60 * 60 * 1000);
    await db
      .prepare("UPDATE one_time_tokens SET expires_at = ? WHERE email = ?")
      .bind(Date.now() - 1, email)
      .run();
    const res = await useMagicLink(worker, link);
    expect(res.status).toBe(410);
    expect(await res.text()).toContain("This sign-in link has expired.");
  });

  it("refuses a tampered link", async () => {
    const link = await requestMagicLinkViaHttp(worker, "tamper@example.com");
    const tampered = link.replace(/token=(.)/, (_m, c: string) => `token=${c === "A" ? "B" : "A"}`);
    const res = await useMagicLink(worker, tampered);
    expect(res.status).toBe(400);
    expect(await res.text()).toContain("This sign-in link is not valid.");
    expect((await worker.fetch("/auth/magic")).status).toBe(400);
  });

  it("returns to the page asked for, and never off-site", async () => {
    const back = await signInViaHttp(worker, "return@example.com", { redirectTo: "/app/clear-space?x=1" });
    expect(back.location).toBe("/app/clear-space?x=1");
    const evil = await signInViaHttp(worker, "evil@example.com", { redirectTo: "//evil.example/steal" });
    expect(evil.location).toBe("/app/recolor");
  });
});

describe("first sign-in", () => {
  it("creates the profile with exactly 50 credits (welcome_bonus), once", async () => {
    const user = await signInViaHttp(worker, "first@example.com");
    const me = await (await worker.fetch("/api/users/me", { headers: { Cookie: user.cookie } })).json();
    expect(me).toEqual({
      id: user.id,
      email: "first@example.com",
      name: null,
      avatar: null,
      credits: 50,
      premium: false,
    });
    const again = await signInViaHttp(worker, "FIRST@example.com");
    expect(again.id).toBe(user.id);
    expect(await ledgerState(worker, user.id)).toEqual({ balance: 50, ledgerSum: 50, rows: 1 });
    expect(await ledgerEntries(worker, user.id)).toEqual([{ reason: "welcome_bonus", amount: 50 }]);
  });

  it("grants the bonus once even when two first sign-ins race", async () => {
    const email = "racer@example.com";
    const links = [await requestMagicLinkViaHttp(worker, email), await requestMagicLinkViaHttp(worker, email)];
    const results = await Promise.all(links.map((link) => useMagicLink(worker, link)));
    expect(results.map((r) => r.status)).toEqual([302, 302]);
    const db = await worker.db();
    const profiles = await db.prepare("SELECT id FROM user_profiles WHERE email = ?").bind(email).all<{ id: string }>();
    expect(profiles.results).toHaveLength(1);
    expect(await ledgerState(worker, profiles.results[0].id)).toEqual({ balance: 50, ledgerSum: 50, rows: 1 });
  });
});

describe("abuse limits", () => {
  it("gives one requester 5 links per e-mail per hour, then 429 stating the real wait with Retry-After", async () => {
    const email = "spammy@example.com";
    const from = { "CF-Connecting-IP": "198.51.100.5" };
    for (let i = 0; i < 5; i++) expect((await worker.fetch("/auth", form({ email }, from))).status).toBe(200);
    const limited = await worker.fetch("/auth", form({ email }, from));
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(3500);
    expect(Number(limited.headers.get("retry-after"))).toBeLessThanOrEqual(3600);
    const page = await limited.text();
    expect(page).toContain("Too many sign-in links were requested. You can ask for a new one in 60 minutes.");
    expect(page).not.toContain("wait a moment");
    const { messages } = (await (await worker.fetch(`/dev/mailbox.json?to=${email}`)).json()) as {
      messages: unknown[];
    };
    expect(messages).toHaveLength(5);

    // 45 minutes later the page says 15, in the visitor's language.
    const db = await worker.db();
    await db
      .prepare("UPDATE rate_limits SET window_start = window_start - ?")
      .bind(45 * 60 * 1000)
      .run();
    const later = await worker.fetch("/auth", form({ email }, { ...from, "Accept-Language": "es" }));
    expect(later.status).toBe(429);
    const seconds = Number(later.headers.get("retry-after"));
    expect(seconds).toBeGreaterThan(14 * 60);
    expect(seconds).toBeLessThanOrEqual(15 * 60);
    expect(await later.text()).toContain(
      "Se pidieron demasiados enlaces de acceso. Podrás pedir otro dentro de 15 minutos.",
    );
  });

  it("magic-link lockout: a stranger spending an address's links does not stop its owner asking for one", async () => {
    const email = "victim@example.com";
    const stranger = { "CF-Connecting-IP": "203.0.113.66" };
    for (let i = 0; i < 5; i++) await worker.fetch("/auth", form({ email }, stranger));
    expect((await worker.fetch("/auth", form({ email }, stranger))).status).toBe(429);
    const owner = await worker.fetch("/auth", form({ email }, { "CF-Connecting-IP": "192.0.2.10" }));
    expect(owner.status).toBe(200);
    expect(await owner.text()).toContain("Check your email");
  });

  it(
    "magic-link lockout: strangers from many addresses hit the overall cap, and the owner's " +
      "own browser still gets a link",
    async () => {
      const email = "popular@example.com";
      const link = await requestMagicLinkViaHttp(worker, email);
      const known = setCookies(await useMagicLink(worker, link))[KNOWN_BROWSER_COOKIE];
      expect(known).toBeTruthy();
      const other = setCookies(await useMagicLink(worker, await requestMagicLinkViaHttp(worker, "other@example.com")))[
        KNOWN_BROWSER_COOKIE
      ];

      const statuses: number[] = [];
      for (let ip = 1; ip <= 11; ip++)
        for (let i = 0; i < 5; i++)
          statuses.push(
            (await worker.fetch("/auth", form({ email }, { "CF-Connecting-IP": `192.0.2.${100 + ip}` }))).status,
          );
      expect(statuses.filter((status) => status === 200)).toHaveLength(49);
      expect(statuses.at(-1)).toBe(429);

      const fresh = { "CF-Connecting-IP": "198.51.100.200" };
      expect((await worker.fetch("/auth", form({ email }, fresh))).status).toBe(429);
      expect(
        (await worker.fetch("/auth", form({ email }, { ...fresh, Cookie: `${KNOWN_BROWSER_COOKIE}=${other}` }))).status,
      ).toBe(429);
      const owner = await worker.fetch(
        "/auth",
        form({ email }, { ...fresh, Cookie: `${KNOWN_BROWSER_COOKIE}=${known}` }),
      );
      expect(owner.status).toBe(200);
    },
  );

  it("counts an IPv6 requester by its /64, so changing the last bits does not buy more links", async () => {
    const email = "v6@example.com";
    for (let i = 0; i < 5; i++)
      expect(
        (await worker.fetch("/auth", form({ email }, { "CF-Connecting-IP": `2001:db8:1:2::${i + 1}` }))).status,
      ).toBe(200);
    const limited = await worker.fetch("/auth", form({ email }, { "CF-Connecting-IP": "2001:db8:1:2:ffff::9" }));
    expect(limited.status).toBe(429);
    expect((await worker.fetch("/auth", form({ email }, { "CF-Connecting-IP": "2001:db8:1:3::1" }))).status).toBe(200);
  });

  it("allows 20 links per IP per hour across e-mails", async () => {
    const ip = "203.0.113.7";
    for (let i = 0; i < 20; i++)
      expect(
        (await worker.fetch("/auth", form({ email: `ip-${i}@example.com` }, { "CF-Connecting-IP": ip }))).status,
      ).toBe(200);
    const limited = await worker.fetch("/auth", form({ email: "ip-21@example.com" }, { "CF-Connecting-IP": ip }));
    expect(limited.status).toBe(429);
    expect(await limited.text()).toMatch(
      /Too many sign-in links were requested\. You can ask for a new one in \d+ minutes?\./,
    );
    expect(
      (await worker.fetch("/auth", form({ email: "ip-21@example.com" }, { "CF-Connecting-IP": "203.0.113.8" }))).status,
    ).toBe(200);
  });

  it("answers a known and an unknown e-mail identically", async () => {
    await signInViaHttp(worker, "known@example.com");
    const known = await worker.fetch("/auth", form({ email: "known@example.com" }));
    const unknown = await worker.fetch("/auth", form({ email: "unknw@example.com" }));
    expect(known.status).toBe(unknown.status);
    const normalize = (html: string) =>
      html.replace(/known@example\.com|unknw@example\.com/g, "EMAIL").replace(/nonce="[^"]*"/g, "nonce");
    expect(normalize(await known.text())).toBe(normalize(await unknown.text()));
  });
});

describe("the HTTP e-mail provider", () => {
  const provider = useFakeEmailProvider();
  const httpWorker = useWorker(() => ({ vars: provider.vars() }));

  it("sends the message with the API key, sender, HTML and text", async () => {
    const res = await httpWorker.fetch("/auth", form({ email: "real@example.com" }, { "Accept-Language": "es" }));
    expect(res.status).toBe(200);
    expect(provider.sent).toHaveLength(1);
    const [mail] = provider.sent;
    expect(mail.authorization).toBe(`Bearer ${provider.key}`);
    expect(mail.from).toBe("RoomMuse <hello@roommuse.test>");
    expect(mail.to).toEqual(["real@example.com"]);
    expect(mail.subject).toBe("Tu enlace para entrar en RoomMuse");
    expect(mail.html).toContain("/auth/magic?token=");
    expect(mail.text).toContain("/auth/magic?token=");
    const db = await httpWorker.db();
    const kept = db.prepare("SELECT COUNT(*) AS n FROM dev_mailbox WHERE to_email = ?").bind("real@example.com");
    expect((await kept.first<{ n: number }>())!.n).toBe(0);
  });

  it("says 'Failed to send magic link. Please try again.' when the provider fails", async () => {
    allowConsoleErrors(/Magic link e-mail failed/);
    provider.failNext(500);
    const res = await httpWorker.fetch("/auth", form({ email: "unlucky@example.com" }));
    expect(res.status).toBe(502);
    expect(await res.text()).toContain("Failed to send magic link. Please try again.");
  });
});

describe("Cloudflare Email Sending (the send_email binding, in Miniflare)", () => {
  const logged: string[] = [];
  const sender = { EMAIL_PROVIDER: "cloudflare", EMAIL_FROM: "RoomMuse <hello@roommuse.test>" };
  const cloudflare = useWorker(() => ({ vars: sender, onPlatformLog: (message) => logged.push(message) }));
  const locked = useWorker(() => ({ vars: sender, allowedEmailSenders: ["someone-else@roommuse.test"] }));

  /** The message the binding took for `to`: its header lines, and its text part read from Miniflare's file. */
  async function sentTo(to: string) {
    let message: string | undefined;
    await expect
      .poll(() => (message = logged.find((line) => line.includes("send_email binding") && line.includes(`To: ${to}`))))
      .toBeTruthy();
    const textFile = message!.match(/Text: (\S+)/)![1];
    return { message: message!, text: readFileSync(textFile, "utf8") };
  }

  it("sends the magic link through the binding, from EMAIL_FROM, and the link signs in", async () => {
    const res = await cloudflare.fetch("/auth", form({ email: "binding@example.com" }, { "Accept-Language": "es" }));
    expect(res.status).toBe(200);
    const { message, text } = await sentTo("binding@example.com");
    expect(message).toContain('From: "RoomMuse" <hello@roommuse.test>');
    expect(message).toContain("Subject: Tu enlace para entrar en RoomMuse");
    expect(message).toMatch(/HTML: \S+\.html/);
    const link = text.match(/http:\/\/localhost\/auth\/magic\?token=[\w-]+/)![0];
    const signedIn = await useMagicLink(cloudflare, link);
    expect(signedIn.status).toBe(302);
    expect(setCookies(signedIn)[SESSION_COOKIE]).toBeTruthy();
    const db = await cloudflare.db();
    const kept = db.prepare("SELECT COUNT(*) AS n FROM dev_mailbox WHERE to_email = ?").bind("binding@example.com");
    expect((await kept.first<{ n: number }>())!.n).toBe(0);
  });

  it("says 'Failed to send magic link. Please try again.' when the binding refuses the sender", async () => {
    allowConsoleErrors(/Magic link e-mail failed/);
    const res = await locked.fetch("/auth", form({ email: "refused@example.com" }));
    expect(res.status).toBe(502);
    expect(await res.text()).toContain("Failed to send magic link. Please try again.");
  });
});

describe("production", () => {
  const provider = useFakeEmailProvider();
  const prod = useWorker(() => ({ vars: { ...PRODUCTION_VARS, ...provider.vars() } }));

  it("has no dev mailbox", async () => {
    expect((await prod.fetch("/dev/mailbox")).status).toBe(404);
    expect((await prod.fetch("/dev/mailbox.json")).status).toBe(404);
  });

  it("uses Secure, HttpOnly, SameSite=Lax __Host- cookies and links on APP_URL", async () => {
    expect((await prod.fetch("/auth", form({ email: "prod@example.com" }))).status).toBe(200);
    const link = provider.sent.at(-1)!.text.match(/https:\/\/roommuse\.example\/auth\/magic\?token=[\w-]+/)![0];
    const res = await useMagicLink(prod, link);
    expect(res.status).toBe(302);
    const cookie = setCookieLines(res).find((c) => c.startsWith(`${cookieName(SESSION_COOKIE, true)}=`))!;
    expect(cookie).toBeTruthy();
    expect(cookie).toMatch(/; HttpOnly/);
    expect(cookie).toMatch(/; SameSite=Lax/);
    expect(cookie).toMatch(/; Secure/);
    expect(cookie).toMatch(/; Path=\//);
    expect(cookie).not.toMatch(/Domain=/i);
    const me = await prod.fetch("/api/users/me", { headers: { Cookie: cookie.split(";")[0] } });
    expect(me.status).toBe(200);
  });
});

describe("development cookies", () => {
  it("are HttpOnly and SameSite=Lax, without Secure", async () => {
    const link = await requestMagicLinkViaHttp(worker, "devcookie@example.com");
    const res = await useMagicLink(worker, link);
    const cookie = setCookieLines(res).find((c) => c.startsWith(`${SESSION_COOKIE}=`))!;
    expect(cookie).toMatch(/; HttpOnly/);
    expect(cookie).toMatch(/; SameSite=Lax/);
    expect(cookie).not.toMatch(/Secure/);
  });
});
