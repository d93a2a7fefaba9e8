/** Unknown /api/* paths (including the other product's resume and career endpoints) answer a JSON 404. */
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { errorResponse } from "~/services/api.server";

function notFound({ request }: LoaderFunctionArgs | ActionFunctionArgs) {
  const path = new URL(request.url).pathname;
  return errorResponse(request, { status: 404, code: "not_found", message: "common.api.notFound", params: { path } });
}

export const loader = notFound;
export const action = notFound;
