/** The signed-in shell's loader: guard, user, pricing and tool summaries for every /app screen (app.tsx). */
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { modelTimeoutMs } from "~/models/generations.server";
import { confirmCheckoutReturn } from "~/models/payments.server";
import { premiumMakes4K } from "~/models/premium.server";
import { WELCOME_BONUS_CREDITS } from "~/models/pricing";
import { getClientUser, getUserProfile, greetOnce, profileFallback, type ClientUser } from "~/models/users.server";
import { requireWebSession } from "~/services/auth.server";
import { TOOL_SUMMARIES } from "~/tools";
import { uploadMaxSide } from "~/tools/limits";
import { GENERATION_GRACE_MS } from "~/utils/network";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const session = await requireWebSession(request, context);
  // Back from checkout (on the dashboard or a tool): the purchase is confirmed before the balance is read.
  const confirmation = await confirmCheckoutReturn(context, request, session.userId);
  const found = await getClientUser(context, session.userId).catch((error: unknown) => {
    console.error("Profile failed to load:", error);
    return undefined;
  });
  const user: ClientUser = found ?? profileFallback(session);
  const sidebarCollapsed = /(?:^|;\s*)rm_sidebar=collapsed/.test(request.headers.get("Cookie") ?? "");
  const generationTimeoutMs = modelTimeoutMs(context) + GENERATION_GRACE_MS;
  const costs = context.env.CREDIT_COSTS;
  const profile = found ? await getUserProfile(context, session.userId) : undefined;
  const greet = profile
    ? await greetOnce(context, profile).catch((error: unknown) => {
        console.error("The welcome could not be recorded:", error);
        return false;
      })
    : false;
  // The note words what is left of the bonus from the live balance (welcome-note.tsx).
  const welcome = greet ? { bonus: WELCOME_BONUS_CREDITS } : null;
  // What the Premium badge says follows the active image model, as the pack card does.
  const premiumFourK = premiumMakes4K(context);
  // How the browser prepares photos for every tool: Premium accounts keep full resolution. The
  // shell says it, so a click to a tool asks the account object nothing more.
  const upload = { maxSide: uploadMaxSide(user.premium) };
  return {
    user,
    costs,
    sidebarCollapsed,
    generationTimeoutMs,
    welcome,
    confirmation,
    tools: TOOL_SUMMARIES,
    premiumFourK,
    upload,
  };
}
