/** The legal documents in the visitor's language, read on the server (they are not in the browser bundle). */
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import type { LegalPageData, LegalPageId } from "~/components/site/legal-page";
import { getLanguage } from "~/i18n.server";
import en from "~/locales/en/legal";
import es from "~/locales/es/legal";
import { publicPageData, supportEmail } from "~/components/site/site.server";
import { legalDate } from "~/components/site/legal-dates";

const TEXTS = { en, es };

export async function legalPageData({ request, context }: LoaderFunctionArgs, page: LegalPageId) {
  const language = await getLanguage(request);
  const texts = TEXTS[language];
  const document = texts[page];
  const { signedIn, meta } = await publicPageData(request, context, document.meta);
  const data: LegalPageData = {
    page,
    document,
    labels: {
      updated: texts.updated.replace("{{date}}", legalDate(page, language)),
      contents: texts.contents,
      otherPages: texts.otherPages,
    },
    email: supportEmail(context),
    signedIn,
  };
  return { ...data, meta };
}
