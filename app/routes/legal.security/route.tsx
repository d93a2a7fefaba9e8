import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { LegalPage } from "~/components/site/legal-page";
import { legalPageData } from "~/components/site/legal.server";
import { metaFromLoader, staticPageHandle } from "~/utils/meta";

export const loader = (args: LoaderFunctionArgs) => legalPageData(args, "security");
export const meta = metaFromLoader;
export const handle = staticPageHandle;
export default function LegalSecurity() {
  return <LegalPage {...useLoaderData<typeof loader>()} />;
}
