/**
 * The local checkout (development without Stripe keys): shows the recorded package and price
 * with Pay and Cancel. Pay runs the same fulfilment as Stripe's webhook, then returns to the
 * dashboard exactly like Stripe's success URL. Plain forms: works without JavaScript.
 */
import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useLoaderData, useNavigation } from "@remix-run/react";
import { useTranslation } from "~/components/kit";
import { getT } from "~/i18n.server";
import {
  cancelLocalCheckout,
  checkoutReturnPath,
  getOwnCheckout,
  paymentCancelledPath,
  paymentSuccessPath,
  payLocalCheckout,
} from "~/models/payments.server";
import { isPaidPackage, transformationsFor, formatUsd } from "~/models/pricing";
import { requireUserId } from "~/services/auth.server";
import { ApiError } from "~/services/api.server";
import { developmentRoutesOpen } from "~/utils/development.server";
import { readForm } from "~/utils/form.server";
import { pageMeta } from "~/components/kit";
import { DASHBOARD_PATH } from "~/utils/paths";

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const userId = await requireUserId(request, context);
  const checkout = !developmentRoutesOpen(request, context)
    ? undefined
    : await getOwnCheckout(context, userId, params.sessionId ?? "");
  if (checkout?.provider !== "local" || !isPaidPackage(checkout.packageType))
    throw new Response("Not found", { status: 404 });
  const t = await getT(request);
  return {
    meta: { title: t("credits.checkout.metaTitle"), description: t("credits.checkout.devNotice") },
    checkout: {
      sessionId: checkout.stripeSessionId,
      packageType: checkout.packageType,
      credits: checkout.credits,
      amountCents: checkout.amountCents,
      transformations: transformationsFor(checkout.credits, context.env.CREDIT_COSTS),
      status: checkout.status,
    },
  };
}

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  data ? [...pageMeta(data.meta), { name: "robots", content: "noindex" }] : [];

export async function action({ request, context, params }: ActionFunctionArgs) {
  if (!developmentRoutesOpen(request, context)) throw new Response("Not found", { status: 404 });
  const userId = await requireUserId(request, context);
  const sessionId = params.sessionId ?? "";
  const intent = (await readForm(request)).get("intent");
  try {
    // Back where the purchase started, as Stripe's success and cancel URLs do (checked again).
    if (intent === "pay") {
      const { checkout } = await payLocalCheckout(context, userId, sessionId);
      return redirect(paymentSuccessPath(sessionId, checkoutReturnPath(checkout.returnPath)), 303);
    }
    const checkout = await cancelLocalCheckout(context, userId, sessionId);
    return redirect(paymentCancelledPath(checkoutReturnPath(checkout.returnPath)), 303);
  } catch (error) {
    if (error instanceof ApiError)
      throw new Response(error.init.code, { status: error.init.status === 404 ? 404 : 409 });
    throw error;
  }
}

export default function LocalCheckout() {
  const { checkout } = useLoaderData<typeof loader>();
  const { t, i18n } = useTranslation();
  const navigation = useNavigation();
  const busy = navigation.state !== "idle";
  const name = t(`credits.packages.names.${checkout.packageType}`);
  const price = formatUsd(checkout.amountCents, i18n.language);
  return (
    <main
      id="main"
      className="flex min-h-screen items-center justify-center bg-gradient-to-b from-brand-50 to-stone-100 px-4 py-10"
    >
      <div className="w-full max-w-md">
        <p className="mb-4 text-center text-lg font-bold text-brand-800">{t("common.brand")}</p>
        <section className="card overflow-hidden" aria-labelledby="checkout-title">
          <div className="border-b border-amber-200 bg-amber-50 px-6 py-3 text-sm text-amber-900" role="note">
            {t("credits.checkout.devNotice")}
          </div>
          <div className="space-y-6 p-6">
            <div>
              <h1 id="checkout-title" className="text-2xl font-bold text-stone-900">
                {t("credits.checkout.title")}
              </h1>
              <p className="mt-1 text-sm font-medium uppercase tracking-wide text-stone-600">
                {t("credits.checkout.summary")}
              </p>
            </div>
            <dl className="space-y-3 rounded-xl bg-stone-50 p-4">
              <div className="flex items-baseline justify-between gap-4">
                <dt className="font-semibold text-stone-900" data-testid="checkout-package">
                  {t("credits.checkout.package", { name })}
                </dt>
                <dd className="text-right text-stone-700">
                  {t("credits.packages.credits", { count: checkout.credits })}
                  <span className="block text-xs text-stone-600">
                    {t("credits.packages.transformations", { count: checkout.transformations })}
                  </span>
                </dd>
              </div>
              <div className="flex items-baseline justify-between border-t border-stone-200 pt-3">
                <dt className="font-semibold text-stone-900">{t("credits.checkout.total")}</dt>
                <dd className="text-xl font-bold text-stone-900" data-testid="checkout-price">
                  {price}
                </dd>
              </div>
            </dl>
            {checkout.status === "open" ? (
              <Form method="post" className="flex flex-col gap-3 sm:flex-row-reverse">
                <button
                  type="submit"
                  name="intent"
                  value="pay"
                  className="btn-primary flex-1 py-3 text-base"
                  disabled={busy}
                >
                  {t("credits.checkout.pay", { price })}
                </button>
                <button
                  type="submit"
                  name="intent"
                  value="cancel"
                  className="btn-secondary flex-1 py-3 text-base"
                  disabled={busy}
                >
                  {t("credits.checkout.cancel")}
                </button>
              </Form>
            ) : (
              <div className="space-y-4">
                <p className="rounded-xl bg-brand-50 p-4 text-brand-900" role="status">
                  {t(checkout.status === "completed" ? "credits.checkout.completed" : "credits.checkout.closed")}
                </p>
                <Link to={DASHBOARD_PATH} className="btn-primary w-full">
                  {t("credits.checkout.toDashboard")}
                </Link>
              </div>
            )}
          </div>
        </section>
      </div>
    </main>
  );
}
