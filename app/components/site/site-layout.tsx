import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { useTranslation } from "~/i18n-react";
import { LanguageSwitch } from "~/components/language-switch";
import { useNonce } from "~/utils/nonce";
import { SkipLink } from "~/components/skip-link";
import { LogoMark } from "../logo-mark";
import { Icon } from "./icons";
import { APP_HOME, SIGN_IN_PATH } from "~/utils/paths";

/**
 * The public pages' enhancement script (~650 bytes): the phone menu is a <details> that works
 * without JavaScript; with it, the menu also closes after choosing a link or pressing Escape,
 * instead of staying open over the section it scrolled to. The language switch's way back gets
 * the address's #section, which the server never sees, so switching keeps the visitor's place.
 * A before/after frame's slider (before-after.tsx) is shown and moves the split it sits on.
 */
const MENU_SCRIPT =
  'document.addEventListener("click",function(e){' +
  'var a=e.target.closest&&e.target.closest("[data-site-menu] a");if(a)a.closest("details").open=false});' +
  'document.addEventListener("keydown",function(e){if(e.key==="Escape"){' +
  'var m=document.querySelector("[data-site-menu][open]");if(m){m.open=false;m.querySelector("summary").focus()}}});' +
  'document.addEventListener("submit",function(e){var f=e.target,r=f.elements.redirectTo;' +
  'if(r&&f.action.slice(-9)==="/language"&&location.hash&&r.value.indexOf("#")<0)r.value+=location.hash});' +
  'document.querySelectorAll("[data-compare] input").forEach(function(r){r.hidden=false;' +
  'r.oninput=function(){r.parentNode.style.setProperty("--split",r.value+"%")}});';

/** The server never sees the #hash: a sign-in return's `#access_token=…` goes on to the callback from any page. */
export const FORWARD_HASH_TOKENS =
  'if(/[#&]access_token=/.test(location.hash))location.replace("/auth/callback"+location.search+location.hash)';

/**
 * Header, main landmark and footer of every public page. `anchorBase` is "" on landing pages
 * (their sections are on the page) and "/" elsewhere (the sections live on the home page).
 */
export function SiteLayout({
  children,
  anchorBase = "/",
  signedIn = false,
}: {
  children: ReactNode;
  anchorBase?: "" | "/";
  /** A signed-in visitor is offered the dashboard in the header and footer instead of Sign in. */
  signedIn?: boolean;
}) {
  const nonce = useNonce();
  return (
    <div className="flex min-h-screen flex-col">
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: a constant script written in this file, no input */}
      <script nonce={nonce} dangerouslySetInnerHTML={{ __html: FORWARD_HASH_TOKENS }} />
      <SkipLink />
      <SiteHeader anchorBase={anchorBase} signedIn={signedIn} />
      <main id="main" className="flex-1">
        {children}
      </main>
      <SiteFooter anchorBase={anchorBase} signedIn={signedIn} />
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: a constant script written in this file, no input */}
      <script nonce={nonce} dangerouslySetInnerHTML={{ __html: MENU_SCRIPT }} />
    </div>
  );
}

function useNavLinks(anchorBase: string) {
  const { t } = useTranslation();
  return [
    { href: `${anchorBase}#features`, label: t("site.nav.features") },
    { href: `${anchorBase}#tools`, label: t("site.nav.tools") },
    { href: `${anchorBase}#testimonials`, label: t("site.nav.reviews") },
    { href: "/about", label: t("site.nav.about") },
    { href: "/contact", label: t("site.nav.contact") },
  ];
}

function NavList({
  links,
  className,
  listClass,
  linkClass,
}: {
  links: { href: string; label: string }[];
  className?: string;
  listClass?: string;
  linkClass: string;
}) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t("site.nav.label")} className={className}>
      <ul className={listClass}>
        {links.map((link) => (
          <li key={link.href}>
            <a href={link.href} className={`rounded-lg font-medium transition hover:bg-stone-100 ${linkClass}`}>
              {link.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * A call to action's way in: sign-up for a visitor, the app ("Open RoomMuse") once signed in, on
 * the landing's hero and closing call as in the header.
 */
export function useStartLink(signedIn: boolean, signedOutLabel: string) {
  const { t } = useTranslation();
  return signedIn ? { to: APP_HOME, label: t("site.nav.openApp") } : { to: SIGN_IN_PATH, label: signedOutLabel };
}

/** Where the header's button and the footer's account link go: the app once signed in. */
function useAccountLink(signedIn: boolean) {
  const { t } = useTranslation();
  return signedIn
    ? { href: APP_HOME, label: t("site.nav.openApp"), button: t("site.nav.openApp") }
    : { href: SIGN_IN_PATH, label: t("site.nav.signIn"), button: t("site.nav.getStarted") };
}

/** The logo and the name, linking home: the header's and the footer's, in their own colours. */
function HomeLink({ className, nameClass }: { className: string; nameClass?: string }) {
  const { t } = useTranslation();
  return (
    <Link to="/" className={className}>
      <LogoMark />
      <span className={nameClass}>{t("common.brand")}</span>
    </Link>
  );
}

function SiteHeader({ anchorBase, signedIn }: { anchorBase: string; signedIn: boolean }) {
  const { t } = useTranslation();
  const links = useNavLinks(anchorBase);
  const account = useAccountLink(signedIn);
  return (
    <header className="sticky top-0 z-40 border-b border-stone-200/70 bg-white/85 backdrop-blur-md">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4 sm:px-6">
        {/* Below 380 px the call to action needs the name's room: the mark alone links home, still named. */}
        <HomeLink
          className="flex items-center gap-2 rounded-lg text-lg font-bold tracking-tight text-stone-900"
          nameClass="max-[379px]:sr-only"
        />
        <NavList
          links={links}
          className="hidden lg:block"
          listClass="flex items-center gap-1"
          linkClass="px-3 py-2 text-sm text-stone-700 hover:text-stone-900"
        />
        <div className="flex items-center gap-2">
          <LanguageSwitch className="hidden sm:flex" />
          {/* On every width, a phone's first screen included: the one thing the header must offer. */}
          <Link to={account.href} className="btn-primary whitespace-nowrap px-3.5 sm:px-5">
            {account.button}
          </Link>
          <details data-site-menu className="group relative lg:hidden">
            <summary
              className={
                "flex cursor-pointer list-none items-center gap-2 rounded-xl border border-stone-300 " +
                "bg-white px-3 py-2 text-sm font-semibold text-stone-800 [&::-webkit-details-marker]:hidden"
              }
            >
              <Icon name="menu" className="h-5 w-5 group-open:hidden" />
              <Icon name="close" className="hidden h-5 w-5 group-open:block" />
              {/* A phone's header has room for the call to action and an icon; the word comes back from sm. */}
              <span className="sr-only sm:not-sr-only">{t("site.nav.menu")}</span>
            </summary>
            <div
              className={
                "absolute right-0 top-full mt-2 w-[min(18rem,calc(100vw-2rem))] rounded-2xl border " +
                "border-stone-200 bg-white p-3 shadow-xl"
              }
            >
              <NavList links={links} linkClass="block px-3 py-2.5 text-base text-stone-800" />
              <div className="mt-2 flex items-center gap-2 border-t border-stone-200 px-1 pt-3">
                <LanguageSwitch />
              </div>
            </div>
          </details>
        </div>
      </div>
    </header>
  );
}

function FooterColumn({ title, links }: { title: string; links: { href: string; label: string }[] }) {
  return (
    <div>
      <h2 className="text-sm font-semibold text-white">{title}</h2>
      <ul className="mt-4 space-y-3">
        {links.map((link) => (
          <li key={link.href}>
            <a href={link.href} className="rounded text-sm text-stone-300 transition hover:text-white">
              {link.label}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

function SiteFooter({ anchorBase, signedIn }: { anchorBase: string; signedIn: boolean }) {
  const { t } = useTranslation();
  const account = useAccountLink(signedIn);
  return (
    <footer className="bg-stone-900 text-stone-300">
      <div className="mx-auto grid max-w-6xl grid-cols-2 gap-10 px-4 py-14 sm:px-6 md:grid-cols-3 lg:grid-cols-5">
        <div className="col-span-2 md:col-span-3 lg:col-span-2">
          <HomeLink className="inline-flex items-center gap-2 rounded-lg text-lg font-bold text-white" />
          <p className="mt-4 max-w-sm text-sm leading-relaxed text-stone-300">{t("site.footer.about")}</p>
          <LanguageSwitch
            className={
              "mt-6 [&_button]:text-stone-200 [&_button[aria-pressed=true]]:bg-white " +
              "[&_button[aria-pressed=true]]:text-stone-900 [&_button:hover]:bg-stone-800"
            }
          />
        </div>
        <FooterColumn
          title={t("site.footer.product")}
          links={[
            { href: `${anchorBase}#features`, label: t("site.nav.features") },
            { href: `${anchorBase}#tools`, label: t("site.nav.tools") },
            { href: `${anchorBase}#testimonials`, label: t("site.nav.reviews") },
            { href: `${anchorBase}#pricing`, label: t("site.nav.pricing") },
            { href: account.href, label: account.label },
          ]}
        />
        <FooterColumn
          title={t("site.footer.company")}
          links={[
            { href: "/about", label: t("site.footer.aboutUs") },
            { href: "/contact", label: t("site.footer.contact") },
            { href: `${anchorBase}#faq`, label: t("site.footer.faq") },
          ]}
        />
        <FooterColumn
          title={t("site.footer.legal")}
          links={[
            { href: "/legal/terms", label: t("site.footer.terms") },
            { href: "/legal/privacy", label: t("site.footer.privacy") },
            { href: "/legal/security", label: t("site.footer.security") },
            { href: "/legal/data-deletion", label: t("site.footer.dataDeletion") },
          ]}
        />
      </div>
      <div className="border-t border-stone-800">
        <div
          className={
            "mx-auto flex max-w-6xl flex-col gap-2 px-4 py-6 text-sm text-stone-400 sm:flex-row " +
            "sm:justify-between sm:px-6"
          }
        >
          <p>{t("site.footer.rights", { year: new Date().getFullYear() })}</p>
          <p>{t("site.footer.credits")}</p>
        </div>
      </div>
    </footer>
  );
}
