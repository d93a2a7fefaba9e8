/**
 * A new account on a development server, signed in the way a person does: the /auth form, the
 * development mailbox's link, the confirm button. Answers the session cookie for a browser.
 */
import { SESSION_COOKIE } from "../../app/services/cookie-names.ts";

/** A requester address of its own for each sign-in, so a bench never meets the sign-in rate limits. */
const someAddress = () => `10.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;

/** @param {string} origin the server's origin, e.g. http://127.0.0.1:8787 */
export async function signInNewAccount(origin, prefix = "bench") {
  const email = `${prefix}-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`;
  const sent = await fetch(`${origin}/auth`, {
    method: "POST",
    headers: {
      "Content-Type": "application/x-www-form-urlencoded",
      "Accept-Language": "en",
      Origin: origin,
      "CF-Connecting-IP": someAddress(),
    },
    body: new URLSearchParams({ email }),
  });
  if (!sent.ok) throw new Error(`/auth answered ${sent.status}`);
  const mailbox = await (await fetch(`${origin}/dev/mailbox.json?to=${encodeURIComponent(email)}`)).json();
  const token = new URL(mailbox.messages[0].links[0]).searchParams.get("token");
  const confirmed = await fetch(`${origin}/auth/magic`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: origin },
    body: new URLSearchParams({ token }),
    redirect: "manual",
  });
  // wrangler dev runs in development, where the cookie carries its plain name (no __Host- prefix).
  const session = confirmed.headers.getSetCookie().find((line) => line.startsWith(`${SESSION_COOKIE}=`));
  if (confirmed.status !== 302 || !session) throw new Error(`The magic link did not sign in (${confirmed.status})`);
  const [name, value] = session.split(";")[0].split("=");
  return { name, value, url: origin };
}
