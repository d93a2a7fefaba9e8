import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { LandingPage } from "~/components/landing-page";
import { metaFromLoader, staticPageHandle } from "~/utils/meta";
import { landingData } from "~/components/site/site.server";

export async function loader(args: LoaderFunctionArgs) {
  return landingData(args, "homeDecoration");
}

export const meta = metaFromLoader;
export const handle = staticPageHandle;

export default function LandingVariant() {
  const { costs, premiumFourK, tools, signedIn } = useLoaderData<typeof loader>();
  return (
    <LandingPage variant="homeDecoration" costs={costs} premiumFourK={premiumFourK} tools={tools} signedIn={signedIn} />
  );
}
