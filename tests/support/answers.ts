/** What the API answers, checked the way a client reads it. */
import { expect } from "vitest";
import type { ApiErrorBody } from "~/utils/api-types";

/** The 400 for a bad field: invalid_input, with the field named in the message and in the details. */
export function expectInvalidInput(answer: { status: number; body: ApiErrorBody }, field: string) {
  expect(answer.status).toBe(400);
  expect(answer.body.error).toBe("invalid_input");
  expect(answer.body.message).toContain(field);
  const details = Array.isArray(answer.body.details) ? answer.body.details : [];
  expect(details.map((detail) => detail.field)).toContain(field);
}
