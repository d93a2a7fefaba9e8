/** The server half of /legal/data-deletion: the document in the visitor's language. */
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { legalPageData } from "~/components/site/legal.server";

export const loader = (args: LoaderFunctionArgs) => legalPageData(args, "dataDeletion");
