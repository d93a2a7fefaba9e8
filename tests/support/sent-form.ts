/** What the browser sent in a multipart request, as it left the page. */
import type { Page } from "playwright-core";

export interface SentForm {
  contentType: string;
  /** The request's headers as the page sent them (lower-case names). */
  headers: Record<string, string>;
  /** The whole multipart body's size in bytes, as it left the page. */
  bytes: number;
  form: FormData;
}

/**
 * Watches the page's next request to `path` and reads its multipart body as it passes. The
 * request goes on unchanged; it is routed because Chromium hands a fetch's Blob (file) body to
 * a route only, never to a plain request event.
 */
export async function nextSentForm(page: Page, path: string): Promise<{ sent: Promise<SentForm> }> {
  let settle!: (sent: Promise<SentForm>) => void;
  const sent = new Promise<SentForm>((resolve) => {
    settle = resolve;
  });
  await page.route(`**${path}`, async (route) => {
    const request = route.request();
    const contentType = request.headers()["content-type"] ?? "";
    const body = request.postDataBuffer();
    settle(
      contentType.startsWith("multipart/form-data") && body
        ? new Response(new Uint8Array(body), { headers: { "Content-Type": contentType } })
            .formData()
            .then((form) => ({ contentType, headers: request.headers(), bytes: body.length, form }))
        : Promise.reject(new Error(`${path} was sent as ${contentType || "no content type"}, not a multipart body`)),
    );
    await route.continue();
  });
  return { sent };
}
