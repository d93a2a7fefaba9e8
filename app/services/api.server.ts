/**
 * Every API error is JSON { error, message, details? } in the caller's language.
 * Routes throw ApiError (or a ZodError) and wrap their handlers with `apiRoute`.
 */
import type { ActionFunctionArgs, LoaderFunctionArgs, TypedResponse } from "@remix-run/cloudflare";
import { ZodError, type ZodIssue, type ZodSchema, type z } from "zod";
import { getT } from "~/i18n.server";
import type { ApiErrorBody, ApiErrorDetails } from "~/utils/api-types";
import { type Base64Json, Base64Bytes, base64Length, base64Pieces } from "~/utils/base64";
import { JsonBase64Reader } from "~/utils/json-base64";

export interface ApiErrorInit {
  status: number;
  /** Machine-readable code, e.g. "insufficient_credits". */
  code: string;
  /** A translation key (e.g. "common.api.rateLimited"), or literal text when no key fits. */
  message: string;
  params?: Record<string, unknown>;
  details?: ApiErrorDetails;
  headers?: HeadersInit;
  /**
   * The invalid fields of the request, each with what is wrong as a key of `common.api.issues`:
   * the answer's `details` lists them, and `{{problems}}` in the message names them, both in the
   * caller's language.
   */
  issues?: InputIssue[];
}

/** One invalid field: its name in the request, and what is wrong with it (a text key and its values). */
export interface InputIssue {
  field: string;
  key: string;
  params?: Record<string, unknown>;
}

/** 400 invalid_input: the request's fields named, with what is wrong with each (see ApiErrorInit.issues). */
export const invalidInput = (issues: InputIssue[]) =>
  new ApiError({ status: 400, code: "invalid_input", message: "common.api.invalidInput", issues });

export class ApiError extends Error {
  constructor(public readonly init: ApiErrorInit) {
    super(init.message);
    this.name = "ApiError";
  }
}

/**
 * An error about one field of the request (a photo that is too large, unreadable, not a room…):
 * the message names the field through its params, and the body's details carry it too.
 */
export function fieldError(
  field: string,
  init: Omit<ApiErrorInit, "params" | "details"> & {
    params?: Record<string, unknown>;
    details?: Exclude<ApiErrorDetails, unknown[]>;
  },
): ApiError {
  return new ApiError({ ...init, params: { field, ...init.params }, details: { field, ...init.details } });
}

const JSON_HEADERS = { "Content-Type": "application/json; charset=utf-8", "Cache-Control": "no-store" };

/**
 * The one JSON reply of the app, for API routes and page loaders/actions alike: typed like
 * Remix's own (so `useLoaderData<typeof loader>` sees the shape) and never cached.
 */
export function json<T>(data: T, init: ResponseInit = {}): TypedResponse<T> {
  return new Response(JSON.stringify(data), { ...init, headers: jsonHeaders(init) }) as TypedResponse<T>;
}

function jsonHeaders(init: ResponseInit) {
  const headers = new Headers(init.headers);
  for (const [k, v] of Object.entries(JSON_HEADERS)) if (!headers.has(k)) headers.set(k, v);
  return headers;
}

/**
 * `json` of `data`, each `Base64Bytes` in it written as the base64 string of its bytes: the body
 * `json` would send, written a piece at a time as the client reads it, its length declared. A 4K
 * result is 15–20 MB, and a run may answer four; as base64 strings, then inside the JSON text,
 * they would be held twice more over (docs/decisions/0041).
 */
export function jsonWithBase64<T>(data: Base64Json<T>, init: ResponseInit = {}): TypedResponse<T> {
  const images: Uint8Array[] = [];
  const text = JSON.stringify(data, (_key, value: unknown) => {
    if (!(value instanceof Base64Bytes)) return value;
    images.push(value.bytes);
    return BASE64_MARK;
  });
  const ascii = new TextEncoder();
  const between = text.split(JSON.stringify(BASE64_MARK)).map((part) => ascii.encode(part));
  const quote = ascii.encode('"');
  function* pieces() {
    yield between[0];
    for (const [i, bytes] of images.entries()) {
      yield quote;
      yield* base64Pieces(bytes);
      yield quote;
      yield between[i + 1];
    }
  }
  const next = pieces();
  const body = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        const piece = next.next();
        if (piece.done) controller.close();
        else controller.enqueue(piece.value);
      },
    },
    { highWaterMark: 0 },
  );
  const length =
    between.reduce((sum, part) => sum + part.length, 0) +
    images.reduce((sum, bytes) => sum + base64Length(bytes.length) + 2 * quote.length, 0);
  return new Response(body.pipeThrough(new FixedLengthStream(length)), {
    ...init,
    headers: jsonHeaders(init),
  }) as TypedResponse<T>;
}

/** What stands for a `Base64Bytes` in the JSON text until its bytes are written there (no answer holds this string). */
const BASE64_MARK = "\u0000base64\u0000";

export async function errorResponse(request: Request, error: ApiErrorInit): Promise<Response> {
  const t = await getT(request);
  let { params, details } = error;
  if (error.issues) {
    const described = error.issues.map((issue) => ({ field: issue.field, message: t(issue.key, issue.params) }));
    const problems = described.map((d) => (d.field ? `${d.field}: ${d.message}` : d.message)).join("; ");
    params = { problems, ...params };
    details = described;
  }
  const message = t(error.message, { ...params, defaultValue: error.message }) as string;
  const body: ApiErrorBody = { error: error.code, message };
  if (details !== undefined) body.details = details;
  return json(body, { status: error.status, headers: error.headers });
}

/** A schema's own text named by its key (a refinement's message such as "account.page.name.errors.characters"). */
const TEXT_KEY = /^[a-z][\w-]*(\.[\w-]+)+$/;

/**
 * What a zod issue says, as a text of `common.api.issues` chosen by its code and values, never by
 * its English message: the answer speaks the caller's language, schema details included.
 */
export function inputIssueOf(issue: ZodIssue): InputIssue {
  const field = issue.path.join(".");
  const of = (key: string, params?: Record<string, unknown>): InputIssue => ({
    field,
    key: `common.api.issues.${key}`,
    params,
  });
  if (TEXT_KEY.test(issue.message)) return { field, key: issue.message };
  switch (issue.code) {
    case "invalid_type":
      if (issue.received === "undefined") return of("required");
      return issue.expected === "string"
        ? of("text")
        : of("type", { expected: issue.expected, received: issue.received });
    case "invalid_union": {
      // An image is text or bytes: what the first form says (missing, not text) is what a client needs.
      const first = issue.unionErrors[0]?.issues[0];
      return first ? { ...inputIssueOf(first), field } : of("invalid");
    }
    case "too_small":
      if (issue.type === "string")
        return Number(issue.minimum) <= 1 ? of("blank") : of("tooShort", { count: issue.minimum });
      return issue.type === "array" || issue.type === "set"
        ? of("tooFew", { count: Number(issue.minimum) })
        : of("atLeast", { min: String(issue.minimum) });
    case "too_big":
      if (issue.type === "string") return of("tooLong", { count: Number(issue.maximum) });
      return issue.type === "array" || issue.type === "set"
        ? of("tooMany", { count: Number(issue.maximum) })
        : of("atMost", { max: String(issue.maximum) });
    case "invalid_enum_value":
      return of("oneOf", { options: issue.options.join(", ") });
    case "invalid_literal":
      return of("oneOf", { options: String(issue.expected) });
    case "invalid_string":
      return of("format", { format: typeof issue.validation === "string" ? issue.validation : "text" });
    case "unrecognized_keys":
      return of("unknownKeys", { keys: issue.keys.join(", ") });
    default:
      return of("invalid");
  }
}

type Args = LoaderFunctionArgs | ActionFunctionArgs;

/** Wraps a resource-route handler so that every failure becomes the JSON error shape. */
export function apiRoute<A extends Args>(handler: (args: A) => Promise<Response>) {
  return async (args: A): Promise<Response> => {
    try {
      return await handler(args);
    } catch (error) {
      if (error instanceof Response) return error;
      if (error instanceof ApiError) return errorResponse(args.request, error.init);
      if (error instanceof ZodError)
        return errorResponse(args.request, invalidInput(error.issues.map(inputIssueOf)).init);
      console.error(error);
      return errorResponse(args.request, { status: 500, code: "internal_error", message: "common.api.internal" });
    }
  };
}

/**
 * A body with images in it: `fields` are the top-level members whose base64 strings are decoded
 * as the body streams in, each into bytes of at most `maxBytes` (see JsonBase64Reader).
 */
export interface Base64Body {
  fields: ReadonlySet<string>;
  maxBytes: number;
}

/**
 * Reads and validates a JSON body: another content type is 415, a malformed body 400, never a 500.
 * With `base64`, the images are decoded from the body's bytes as they arrive: the body is never
 * held whole, as text or as parsed strings, so a three-photo request peaks at about its photos' size.
 * (The body's size limit is the Worker's own, applied by its request guard as the body streams.)
 */
export async function readJson<S extends ZodSchema>(
  request: Request,
  schema: S,
  base64?: Base64Body,
): Promise<z.infer<S>> {
  // A form or text body is not JSON however it parses; saying so beats a confusing 400.
  if (!/^application\/([\w.+-]+\+)?json\s*(;|$)/i.test(request.headers.get("Content-Type") ?? ""))
    throw new ApiError({ status: 415, code: "unsupported_media_type", message: "common.api.unsupportedMediaType" });
  let body: unknown;
  try {
    body = base64 ? await readBase64Body(request, base64) : await request.json();
  } catch {
    throw new ApiError({ status: 400, code: "invalid_json", message: "common.api.invalidJson" });
  }
  return schema.parse(body);
}

async function readBase64Body(request: Request, { fields, maxBytes }: Base64Body): Promise<unknown> {
  const declared = Number(request.headers.get("Content-Length") ?? "");
  const reader = new JsonBase64Reader(fields, {
    maxBytes,
    expectedBodyBytes: Number.isSafeInteger(declared) && declared > 0 ? declared : undefined,
  });
  const stream = request.body?.getReader();
  for (let read = await stream?.read(); read && !read.done; read = await stream?.read()) reader.push(read.value);
  return reader.end();
}

/** 405 for a method the route does not take; `allow` is what it does take, for the Allow header. */
export function methodNotAllowed(method: string, allow = "POST"): never {
  throw new ApiError({
    status: 405,
    code: "method_not_allowed",
    message: "common.api.methodNotAllowed",
    params: { method },
    headers: { Allow: allow },
  });
}

const STATUS_CODES: Record<number, { code: string; message: string }> = {
  404: { code: "not_found", message: "common.api.notFound" },
  405: { code: "method_not_allowed", message: "common.api.methodNotAllowed" },
};

/**
 * The safety net for /api/*: an error answered by Remix itself (a method the route does not
 * handle, say) is rewritten into the { error, message } shape every API client expects.
 */
export async function ensureJsonApiError(request: Request, response: Response): Promise<Response> {
  if (response.status < 400) return response;
  const isJson = response.headers.get("Content-Type")?.includes("application/json");
  if (isJson) {
    const body = (await response
      .clone()
      .json()
      .catch(() => null)) as { error?: unknown } | null;
    if (body && typeof body.error === "string") return response;
  }
  const known =
    STATUS_CODES[response.status] ??
    (response.status >= 500
      ? { code: "internal_error", message: "common.api.internal" }
      : { code: "bad_request", message: "common.api.badRequest" });
  return errorResponse(request, {
    ...known,
    status: response.status,
    params: { method: request.method, path: new URL(request.url).pathname },
    // Remix answers 405 for a method a route has no handler for: a route without an action reads only.
    headers: response.status === 405 ? { Allow: "GET, HEAD" } : undefined,
  });
}
