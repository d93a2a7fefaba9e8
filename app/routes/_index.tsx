import { redirect, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { LandingPage } from "~/components/landing-page";
import { getT } from "~/i18n.server";
import { getOptionalUserId } from "~/services/auth.server";
import { pageMeta } from "~/utils/meta";

/** Where a signed-in visitor of the landing page goes. */
export const APP_HOME = "/app";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  // A sign-in return that landed here: the callback handles it (browsers keep the #hash across redirects).
  if (url.searchParams.has("code")) throw redirect(`/auth/callback${url.search}`);
  if (await getOptionalUserId(request, context)) throw redirect(APP_HOME);
  const t = await getT(request);
  return { meta: { title: t("landing.meta.title"), description: t("landing.meta.description") } };
}

export const meta: MetaFunction<typeof loader> = ({ data }) => (data ? pageMeta(data.meta) : []);

/** The server never sees the #hash: forward `#access_token=…` to the callback before anything renders. */
const FORWARD_HASH_TOKENS = `if(/[#&]access_token=/.test(location.hash))location.replace("/auth/callback"+location.search+location.hash)`;

export default function Index() {
  return (
    <>
      <script dangerouslySetInnerHTML={{ __html: FORWARD_HASH_TOKENS }} />
      <LandingPage />
    </>
  );
}
