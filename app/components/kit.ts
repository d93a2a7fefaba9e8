/**
 * The client kit: the browser code that more than one page runs, named in one module so that the
 * build ships it as ONE file, together with React and Remix (docs/decisions/0023).
 *
 * esbuild, splitting the browser bundle, puts each module in a chunk keyed by the set of entries
 * (entry.client, root and every route module) that reach it. Modules that different subsets of
 * routes import would each become a tiny file of their own, and a signed-in page used to load
 * about 30 of them. Every entry takes something from this module (the root and routes at least
 * `useTranslation` or the meta helpers, entry.client the hydration calls), and this module reaches
 * every shared module below, so all of them are reached by the same entries as React and land in
 * its file. scripts/codebase.test.ts checks that every entry imports it, and tests/bundle.test.ts
 * that a signed-in page loads at most 8 script files.
 *
 * What only one kind of page needs stays out: the tool wizard (its own file, shared by the tool
 * pages), what only the dashboard and the tools run (./tools-kit.ts), the public site's sections,
 * a single route's own components (inlined in its file).
 * Components never import this module; only the entries do.
 */
import { RemixBrowser } from "@remix-run/react";
import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { useTranslation } from "~/i18n-react";
import { AppUserProvider, useAppUser } from "~/components/app/app-context";
import { AppErrorBoundary } from "~/components/app/error-boundary";
import { DesignCard, NoDesignsYet } from "~/components/app/design-card";
import { Icon } from "~/components/app/icons";
import { Pager } from "~/components/app/pager";
import { Avatar } from "~/components/app/shell-parts";
import { ToolCard } from "~/components/app/tool-card";
import { TransactionList } from "~/components/credits/transaction-list";
import { focusElement, useFocusOnNavigation } from "~/components/focus";
import { LanguageSwitch } from "~/components/language-switch";
import { LineIcon } from "~/components/line-icon";
import { LogoMark } from "~/components/logo-mark";
import { ModalDialog } from "~/components/modal-dialog";
import { SkipLink } from "~/components/skip-link";
import { useHydrated } from "~/components/use-hydrated";
import { useStateResetOn } from "~/components/use-state-reset-on";
import { isPaidPackage } from "~/models/pricing";
import { classNames } from "~/utils/class-names";
import { metaFromLoader, pageMeta, staticPageHandle } from "~/utils/meta";
import { holdEventsUntilHydrated, markHydrated } from "~/utils/hydration";
import { GENERATION_GRACE_MS } from "~/utils/network";
import { useNonce } from "~/utils/nonce";
import { APP_HOME } from "~/utils/paths";

export {
  AppErrorBoundary,
  AppUserProvider,
  APP_HOME,
  Avatar,
  classNames,
  DesignCard,
  focusElement,
  GENERATION_GRACE_MS,
  holdEventsUntilHydrated,
  hydrateRoot,
  Icon,
  isPaidPackage,
  LanguageSwitch,
  LineIcon,
  LogoMark,
  markHydrated,
  metaFromLoader,
  ModalDialog,
  NoDesignsYet,
  Pager,
  pageMeta,
  RemixBrowser,
  SkipLink,
  startTransition,
  staticPageHandle,
  StrictMode,
  ToolCard,
  TransactionList,
  useAppUser,
  useFocusOnNavigation,
  useHydrated,
  useNonce,
  useStateResetOn,
  useTranslation,
};
