// From the client kit, so that the code every page shares travels in React's file (components/kit.ts).
import { hydrateRoot, RemixBrowser, startTransition, StrictMode } from "./components/kit";

// The texts come with the page (the root loader's data; app/i18n-react.tsx): nothing to load first.
startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <RemixBrowser />
    </StrictMode>,
  );
});
