import { RemixBrowser } from "@remix-run/react";
import i18next, { type BackendModule } from "i18next";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { i18nConfig, loadMessages } from "./i18n";

/** Fetches a language's texts only when the page needs them. */
const lazyMessages: BackendModule = {
  type: "backend",
  init() {},
  read(language, _namespace, callback) {
    loadMessages(language).then(
      (messages) => callback(null, messages),
      (error) => callback(error, null),
    );
  },
};

async function hydrate() {
  await i18next
    .use(initReactI18next)
    .use(lazyMessages)
    .init({ ...i18nConfig, lng: document.documentElement.lang || i18nConfig.fallbackLng });

  startTransition(() => {
    hydrateRoot(
      document,
      <I18nextProvider i18n={i18next}>
        <StrictMode>
          <RemixBrowser />
        </StrictMode>
      </I18nextProvider>,
    );
  });
}

hydrate();
