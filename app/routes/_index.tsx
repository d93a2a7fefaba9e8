import { redirect, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { LandingPage } from "~/components/landing-page";
import { getOptionalUserId } from "~/services/auth.server";
import { metaFromLoader, staticPageHandle } from "~/components/kit";
import { APP_HOME, AUTH_CALLBACK_PATH } from "~/utils/paths";
import { landingData } from "~/components/site/site.server";

export async function loader(args: LoaderFunctionArgs) {
  const url = new URL(args.request.url);
  // A sign-in return that landed here: the callback handles it (browsers keep the #hash across redirects).
  if (url.searchParams.has("code")) throw redirect(`${AUTH_CALLBACK_PATH}${url.search}`);
  // A signed-in visitor of the landing page goes to the app.
  if (await getOptionalUserId(args.request, args.context)) throw redirect(APP_HOME);
  return landingData(args, "landing");
}

export const meta = metaFromLoader;
export const handle = staticPageHandle;

export default function Index() {
  return <LandingPage {...useLoaderData<typeof loader>()} />;
}
