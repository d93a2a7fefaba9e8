import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { LandingPage } from "~/components/landing-page";
import { metaFromLoader, staticPageHandle } from "~/components/kit";
import { landingData } from "~/components/site/site.server";

export const loader = (args: LoaderFunctionArgs) => landingData(args, "designStudio");
export const meta = metaFromLoader;
export const handle = staticPageHandle;
export default function LandingVariant() {
  return <LandingPage {...useLoaderData<typeof loader>()} />;
}
