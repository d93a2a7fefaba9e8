import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { LandingRoute } from "~/components/landing-page";
import { metaFromLoader, staticPageHandle } from "~/utils/meta";
import { landingData } from "~/utils/site.server";

export async function loader(args: LoaderFunctionArgs) {
  return landingData(args, "homeDecoration");
}

export const meta = metaFromLoader;
export const handle = staticPageHandle;

export default function LandingVariant() {
  return <LandingRoute variant="homeDecoration" />;
}
