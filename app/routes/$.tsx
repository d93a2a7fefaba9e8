/**
 * Any unknown page path shows the landing page (spec section 2), answered with status 404 so
 * that search engines do not index made-up addresses; its canonical address is "/".
 */
import { json, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { LandingRoute } from "~/components/landing-page";
import { metaFromLoader, staticPageHandle } from "~/utils/meta";
import { landingData } from "~/utils/site.server";

export async function loader(args: LoaderFunctionArgs) {
  return json(await landingData(args, "landing", "/"), { status: 404 });
}

export const meta = metaFromLoader;
export const handle = staticPageHandle;

export default function UnknownPath() {
  return <LandingRoute />;
}
