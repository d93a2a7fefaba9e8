import { useLoaderData } from "@remix-run/react";
import { LegalPage } from "~/components/site/legal-page";
import { metaFromLoader, staticPageHandle } from "~/components/kit";
import { loader } from "./security.server";

export { loader };
export const meta = metaFromLoader;
export const handle = staticPageHandle;
export default function LegalSecurity() {
  return <LegalPage {...useLoaderData<typeof loader>()} />;
}
