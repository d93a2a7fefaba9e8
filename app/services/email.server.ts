/**
 * The one e-mail adapter. Development and tests keep messages in the dev mailbox (a D1
 * table shown at /dev/mailbox). Production sends them one of two ways:
 *   - EMAIL_PROVIDER=cloudflare: Cloudflare Email Sending, through the Worker's `send_email`
 *     binding `EMAIL` (its structured `send({...})`), no third-party account;
 *   - EMAIL_PROVIDER=http: a POST to a Resend-shaped JSON API at EMAIL_API_URL (bearer key; `from`,
 *     `to` as a list, `subject`, `text`, `html`). Only APIs of that shape fit this adapter.
 * Production refuses the dev mailbox (the Worker's zod environment).
 */
import type { AppLoadContext } from "@remix-run/cloudflare";
import { desc, eq } from "drizzle-orm";
import { devMailbox } from "../../db/schema";

export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The links the message carries (the dev mailbox lists them for tests and developers). */
  links: string[];
}

export class EmailDeliveryError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "EmailDeliveryError";
  }
}

/** `RoomMuse <hello@roommuse.example>` or a bare address, as the binding takes a sender. */
export function senderAddress(from: string): string | { email: string; name: string } {
  const named = from.match(/^\s*"?([^"<]*?)"?\s*<([^<>\s]+)>\s*$/);
  if (!named) return from.trim();
  return named[1] ? { email: named[2], name: named[1] } : named[2];
}

async function sendThroughBinding(context: AppLoadContext, message: EmailMessage): Promise<void> {
  const { env } = context;
  const binding = context.bindings.EMAIL;
  if (!binding || !env.EMAIL_FROM)
    throw new EmailDeliveryError("EMAIL_PROVIDER=cloudflare needs the send_email binding EMAIL and EMAIL_FROM");
  try {
    await binding.send({
      from: senderAddress(env.EMAIL_FROM),
      to: message.to,
      subject: message.subject,
      text: message.text,
      html: message.html,
    });
  } catch (error) {
    throw new EmailDeliveryError(`Cloudflare Email Sending refused the message: ${(error as Error).message}`);
  }
}

async function sendOverHttp(context: AppLoadContext, message: EmailMessage): Promise<void> {
  const { env } = context;
  if (!env.EMAIL_API_URL || !env.EMAIL_API_KEY || !env.EMAIL_FROM)
    throw new EmailDeliveryError("EMAIL_PROVIDER=http needs EMAIL_API_URL, EMAIL_API_KEY and EMAIL_FROM");
  let response: Response;
  try {
    response = await fetch(env.EMAIL_API_URL, {
      method: "POST",
      headers: { Authorization: `Bearer ${env.EMAIL_API_KEY}`, "Content-Type": "application/json" },
      body: JSON.stringify({
        from: env.EMAIL_FROM,
        to: [message.to],
        subject: message.subject,
        text: message.text,
        html: message.html,
      }),
    });
  } catch (error) {
    throw new EmailDeliveryError(`E-mail provider unreachable: ${(error as Error).message}`);
  }
  if (!response.ok)
    throw new EmailDeliveryError(
      `E-mail provider answered ${response.status}: ${(await response.text()).slice(0, 200)}`,
    );
}

export async function sendEmail(context: AppLoadContext, message: EmailMessage): Promise<void> {
  if (context.env.EMAIL_PROVIDER === "cloudflare") return sendThroughBinding(context, message);
  if (context.env.EMAIL_PROVIDER === "http") return sendOverHttp(context, message);
  await context.db.insert(devMailbox).values({
    id: crypto.randomUUID(),
    toEmail: message.to,
    subject: message.subject,
    text: message.text,
    html: message.html,
    links: message.links,
    sentAt: Date.now(),
  });
}

export interface MailboxMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  links: string[];
  sentAt: string;
}

/** The dev mailbox, newest first (optionally for one recipient). */
export async function listDevMailbox(
  context: AppLoadContext,
  to?: string | null,
  limit = 100,
): Promise<MailboxMessage[]> {
  const rows = await context.db
    .select()
    .from(devMailbox)
    .where(to ? eq(devMailbox.toEmail, to.trim().toLowerCase()) : undefined)
    .orderBy(desc(devMailbox.sentAt), desc(devMailbox.id))
    .limit(limit)
    .all();
  return rows.map((r) => ({
    to: r.toEmail,
    subject: r.subject,
    text: r.text,
    html: r.html,
    links: r.links,
    sentAt: new Date(r.sentAt).toISOString(),
  }));
}

export const escapeHtml = (text: string) =>
  text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;");
