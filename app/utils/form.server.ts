/** Reads a form body; a missing or malformed body is an empty form, not a server error. */
export async function readForm(request: Request): Promise<FormData> {
  try {
    return await request.formData();
  } catch {
    return new FormData();
  }
}
