/**
 * A loopback e-mail provider with a Resend-style API (POST JSON {from, to, subject, text, html}
 * with a bearer key). The app reaches it through EMAIL_PROVIDER=http and EMAIL_API_URL.
 */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";

export interface SentEmail {
  authorization: string | undefined;
  from: string;
  to: string[];
  subject: string;
  text: string;
  html: string;
}

export interface FakeEmailProvider {
  url: string;
  key: string;
  vars(): Record<string, string>;
  sent: SentEmail[];
  /** The next `count` sends fail with this HTTP status. */
  failNext(status: number, count?: number): void;
  close(): Promise<void>;
}

export async function startFakeEmailProvider(): Promise<FakeEmailProvider> {
  const key = "re_test_key";
  const sent: SentEmail[] = [];
  let failures: { status: number; count: number } | null = null;
  const server: Server = createServer(async (req, res) => {
    let body = "";
    for await (const chunk of req) body += chunk;
    if (req.method !== "POST" || req.url !== "/emails") {
      res.writeHead(404).end();
      return;
    }
    if (failures && failures.count > 0) {
      failures.count -= 1;
      res
        .writeHead(failures.status, { "Content-Type": "application/json" })
        .end(JSON.stringify({ message: "provider failure" }));
      return;
    }
    if (req.headers.authorization !== `Bearer ${key}`) {
      res.writeHead(401, { "Content-Type": "application/json" }).end(JSON.stringify({ message: "bad key" }));
      return;
    }
    const message = JSON.parse(body);
    sent.push({ authorization: req.headers.authorization, ...message });
    res.writeHead(200, { "Content-Type": "application/json" }).end(JSON.stringify({ id: `email_${sent.length}` }));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    key,
    vars: () => ({
      EMAIL_PROVIDER: "http",
      EMAIL_API_URL: `${url}/emails`,
      EMAIL_API_KEY: key,
      EMAIL_FROM: "RoomMuse <hello@roommuse.test>",
    }),
    sent,
    failNext: (status, count = 1) => {
      failures = { status, count };
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
