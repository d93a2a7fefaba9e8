/** The bare Worker: Remix's own request handler, nothing around it. */
import { createRequestHandler } from "@remix-run/cloudflare";
import * as build from "@remix-run/dev/server-build";

const handle = createRequestHandler(build, "production");

export default { fetch: (request: Request) => handle(request) };
