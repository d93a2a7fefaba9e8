import { useLoaderData } from "@remix-run/react";
import { LegalPage } from "~/components/site/legal-page";
import { metaFromLoader, staticPageHandle } from "~/components/kit";
import { loader } from "./data-deletion.server";

export { loader };
export const meta = metaFromLoader;
export const handle = staticPageHandle;
export default function LegalDataDeletion() {
  return <LegalPage {...useLoaderData<typeof loader>()} />;
}
