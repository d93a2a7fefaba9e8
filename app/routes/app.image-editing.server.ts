/** The tool chooser's loader (the route: app.image-editing.tsx). */
import { redirect, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { getT } from "~/i18n.server";
import { toolForLegacyTab } from "~/tools";

export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const tool = toolForLegacyTab(url.searchParams.get("tool") ?? url.searchParams.get("tab"));
  if (tool) throw redirect(tool.path);
  const t = await getT(request);
  return { title: t("app.chooser.metaTitle") };
}
