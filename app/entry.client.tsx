// From the client kit, so that the code every page shares travels in React's file (components/kit.ts).
import { holdEventsUntilHydrated, hydrateRoot, RemixBrowser, startTransition, StrictMode } from "./components/kit";

// A tap in the moment React takes the page over would make it give up on the page (utils/hydration.ts).
holdEventsUntilHydrated();

// The texts come with the page (the root loader's data; app/i18n-react.tsx): nothing to load first.
startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <RemixBrowser />
    </StrictMode>,
  );
});
