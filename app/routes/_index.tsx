import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { LandingPage } from "~/components/landing-page";
import { getT } from "~/i18n.server";
import { pageMeta } from "~/utils/meta";

export async function loader({ request }: LoaderFunctionArgs) {
  const t = await getT(request);
  return { meta: { title: t("landing.meta.title"), description: t("landing.meta.description") } };
}

export const meta: MetaFunction<typeof loader> = ({ data }) => (data ? pageMeta(data.meta) : []);

export default LandingPage;
