/**
 * Any unknown page path shows the landing page (docs/product-rules.md). Its canonical address is "/"
 * and it asks search engines not to index the made-up address.
 */
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { LandingPage } from "~/components/landing-page";
import { metaFromLoader, staticPageHandle } from "~/components/kit";
import { landingData } from "~/components/site/site.server";

export async function loader(args: LoaderFunctionArgs) {
  const data = await landingData(args, "landing", "/");
  return { ...data, meta: { ...data.meta, noindex: true } };
}

export const meta = metaFromLoader;
/** Never kept in the edge cache: any made-up address would take a cache entry. */
export const handle = { ...staticPageHandle, edgeCache: false };

export default function UnknownPath() {
  return <LandingPage {...useLoaderData<typeof loader>()} />;
}
