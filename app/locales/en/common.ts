const common = {
  brand: "RoomMuse",
  /** A page's <title>: what it is, then the product. */
  pageTitle: "{{page}} — RoomMuse",
  tagline: "AI Interior Design",
  loading: "Loading...",
  skipToContent: "Skip to content",
  language: {
    label: "Language",
    en: "English",
    es: "Español",
  },
  nav: {
    signIn: "Sign in",
    getStarted: "Get Started",
    dashboard: "Dashboard",
  },
  errors: {
    notFoundTitle: "Page not found",
    notFoundText: "We couldn't find that page. It may have moved, or the address may be mistyped.",
    errorTitle: "Something went wrong",
    errorText: "An unexpected error stopped this page. Please try again in a moment.",
    backHome: "Back to home",
    tryAgain: "Try again",
    backToDashboard: "Back to dashboard",
    crossSiteTitle: "This form came from another site",
    crossSiteText:
      "For your safety we only accept forms sent from RoomMuse's own pages. Go back to RoomMuse and try again there.",
    tooLargeTitle: "That was too much to send",
    tooLargeText: "The request is larger than RoomMuse accepts. Images may be up to {{maxUploadMb}} MB each.",
    badRequestTitle: "We could not read that form",
    badRequestText: "The form arrived damaged or incomplete. Go back, reload the page and send it again.",
  },
  /** A call that never got an answer: the browser is offline, gave up waiting, or reached no server. */
  network: {
    offline: "No internet connection - please check your network",
    timeout: "Request timeout - please check your connection and try again",
    unreachable: "Unable to connect to server. Please check your connection.",
  },
  api: {
    notFound: "No API endpoint at {{path}}.",
    methodNotAllowed: "This endpoint does not accept {{method}} requests.",
    invalidInput: "The request is invalid: {{problems}}",
    invalidJson: "The request body must be valid JSON.",
    badRequest: "The request could not be processed.",
    internal: "An unexpected error occurred. Please try again.",
    rateLimited: "Too many requests. Please wait a moment before trying again.",
    unauthorized: "Authentication failed. Please refresh the page and try again.",
    payloadTooLarge: "The request body is larger than this endpoint accepts ({{limit}} bytes).",
    unsupportedMediaType: "This endpoint accepts only JSON: send Content-Type: application/json.",
  },
};
export default common;
