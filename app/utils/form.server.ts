/**
 * Reads a form body. No body at all is an empty form (a bare POST to /language, say); a body
 * that is not a readable form (malformed multipart, wrong content type) is a 400 the page's
 * error boundary shows in the visitor's language, not a 500.
 */
export async function readForm(request: Request): Promise<FormData> {
  if (!request.body) return new FormData();
  try {
    return await request.formData();
  } catch {
    throw new Response("Bad request", { status: 400 });
  }
}
