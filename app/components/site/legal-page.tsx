import { Fragment, type ReactNode } from "react";
import { useTranslation } from "~/i18n-react";
import type { LegalDocument } from "~/locales/en/legal";
import { PageHeader } from "./page-header";
import { SiteLayout } from "./site-layout";
import { classNames } from "~/utils/class-names";

export const LEGAL_PAGES = [
  { id: "terms", path: "/legal/terms", label: "site.footer.terms" },
  { id: "privacy", path: "/legal/privacy", label: "site.footer.privacy" },
  { id: "security", path: "/legal/security", label: "site.footer.security" },
  { id: "dataDeletion", path: "/legal/data-deletion", label: "site.footer.dataDeletion" },
] as const;
export type LegalPageId = (typeof LEGAL_PAGES)[number]["id"];

export interface LegalPageData {
  page: LegalPageId;
  document: LegalDocument;
  labels: { updated: string; contents: string; otherPages: string };
  email: string;
  /** The visitor is signed in: the header and footer offer the dashboard instead of Sign in. */
  signedIn: boolean;
}

const TOKEN = /(\[[^\]]+\]\([^)\s]+\)|\{\{email\}\})/;
const LINK = /^\[([^\]]+)\]\(([^)\s]+)\)$/;
const linkClass = "font-medium text-brand-800 underline underline-offset-2 hover:text-brand-900";

/** Renders a legal paragraph: `[text](/path)` becomes a link, `{{email}}` the support address. */
function Rich({ text, email }: { text: string; email: string }) {
  return (
    <>
      {text.split(TOKEN).map((part, i): ReactNode => {
        // The pieces of one fixed sentence, never reordered: their position is their identity.
        if (part === "{{email}}")
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: a piece of a fixed sentence (see above)
            <a key={i} href={`mailto:${email}`} className={linkClass}>
              {email}
            </a>
          );
        const link = LINK.exec(part);
        if (link)
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: a piece of a fixed sentence (see above)
            <a key={i} href={link[2]} className={linkClass}>
              {link[1]}
            </a>
          );
        // biome-ignore lint/suspicious/noArrayIndexKey: a piece of a fixed sentence (see above)
        return <Fragment key={i}>{part}</Fragment>;
      })}
    </>
  );
}

export function LegalPage({ page, document, labels, email, signedIn }: LegalPageData) {
  const { t } = useTranslation();
  return (
    <SiteLayout signedIn={signedIn}>
      <PageHeader title={document.title}>
        <p>{document.intro}</p>
        <p className="mt-4 text-sm text-stone-600">{labels.updated}</p>
      </PageHeader>
      <div className="mx-auto grid max-w-6xl gap-10 px-4 pb-20 sm:px-6 lg:grid-cols-[16rem_1fr]">
        <aside className="lg:sticky lg:top-24 lg:self-start">
          <nav aria-label={labels.contents} className="rounded-2xl border border-stone-200 bg-white p-5">
            <h2 className="text-sm font-semibold uppercase tracking-wide text-stone-600">{labels.contents}</h2>
            <ul className="mt-3 space-y-2 text-sm">
              {document.sections.map((section) => (
                <li key={section.id}>
                  <a href={`#${section.id}`} className="text-stone-700 hover:text-brand-800">
                    {section.title}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
          <nav
            aria-label={labels.otherPages}
            className="mt-4 hidden rounded-2xl border border-stone-200 bg-white p-5 lg:block"
          >
            <h2 className="text-sm font-semibold uppercase tracking-wide text-stone-600">{labels.otherPages}</h2>
            <ul className="mt-3 space-y-2 text-sm">
              {LEGAL_PAGES.map((other) => (
                <li key={other.id}>
                  <a
                    href={other.path}
                    aria-current={other.id === page ? "page" : undefined}
                    className={
                      other.id === page ? "font-semibold text-brand-800" : "text-stone-700 hover:text-brand-800"
                    }
                  >
                    {t(other.label)}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        </aside>
        <article className="max-w-3xl space-y-10 rounded-3xl border border-stone-200 bg-white p-6 shadow-sm sm:p-10">
          {document.sections.map((section) => {
            const List = section.ordered ? "ol" : "ul";
            return (
              <section
                key={section.id}
                id={section.id}
                aria-labelledby={`${section.id}-title`}
                className="scroll-mt-24"
              >
                <h2 id={`${section.id}-title`} className="text-xl font-bold text-stone-900 sm:text-2xl">
                  {section.title}
                </h2>
                {section.paragraphs.map((paragraph) => (
                  <p key={paragraph} className="mt-4 leading-relaxed text-stone-700">
                    <Rich text={paragraph} email={email} />
                  </p>
                ))}
                {section.items ? (
                  <List
                    className={classNames(
                      "mt-4 space-y-2 pl-6 leading-relaxed text-stone-700",
                      List === "ol" ? "list-decimal" : "list-disc",
                    )}
                  >
                    {section.items.map((item) => (
                      <li key={item}>
                        <Rich text={item} email={email} />
                      </li>
                    ))}
                  </List>
                ) : null}
              </section>
            );
          })}
        </article>
      </div>
    </SiteLayout>
  );
}
