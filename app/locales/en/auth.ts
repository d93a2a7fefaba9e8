const auth = {
  meta: {
    title: "Sign in — RoomMuse",
    description: "Sign in to RoomMuse with a magic link, Google or Facebook. No password needed.",
  },
  title: "Sign in to RoomMuse",
  subtitle: "No password needed. Pick a way to continue.",
  welcomeBonus:
    "New here? Your first sign-in comes with {{credits}} free credits — enough for " +
    "{{transformations}} transformations.",
  providers: {
    google: "Continue with Google",
    facebook: "Continue with Facebook",
    googleNotSetUp: "Google sign-in is not set up",
    facebookNotSetUp: "Facebook sign-in is not set up",
  },
  consent: {
    before: "By continuing you agree to the ",
    terms: "Terms",
    between: " and ",
    privacy: "Privacy Policy",
    after: ".",
  },
  or: "or",
  form: {
    emailLabel: "Email address",
    emailPlaceholder: "you@example.com",
    send: "Send magic link",
    sending: "Sending...",
  },
  reauth:
    "For your security, sign in again to delete your account. " +
    "We ask when your last sign-in is more than {{minutes}} minutes old.",
  errors: {
    emailRequired: "Please enter your email address",
    emailInvalid: "Please enter a valid email address",
    sendFailed: "Failed to send magic link. Please try again.",
    googleFailed: "Google sign-in failed",
    facebookFailed: "Facebook sign-in failed",
    rateLimited_one: "Too many sign-in links were requested. You can ask for a new one in {{count}} minute.",
    rateLimited_other: "Too many sign-in links were requested. You can ask for a new one in {{count}} minutes.",
  },
  sent: {
    title: "Check your email",
    text: "We sent a magic link to {{email}}. Open it on this device to sign in.",
    expires: "The link expires in 24 hours.",
    spam: "Nothing there? Look in your spam folder.",
    different: "Use a different email",
  },
  steps: {
    title: "How it works",
    one: {
      title: "Enter your email",
      // Under the title only for the providers that are set up (none: no line).
      providers: {
        both: "Or continue with Google or Facebook.",
        google: "Or continue with Google.",
        facebook: "Or continue with Facebook.",
      },
    },
    two: {
      title: "Open the magic link",
      text: "We e-mail you a secure link that signs you in. No password to remember.",
    },
    three: { title: "Start decorating", text: "Upload a room photo and see it transformed in seconds." },
  },
  callback: {
    failedTitle: "Authentication Failed",
    failedText: "We could not confirm this sign-in, so you are not signed in. Nothing has changed on your account.",
    redirecting: "Taking you back to sign in in 3 seconds…",
    backToSignIn: "Back to sign in",
    extensionOutdated:
      "This version of the RoomMuse extension can no longer sign in. Update the extension and try again.",
    extensionUnknown: "This extension is not one that RoomMuse knows, so it cannot sign in to your account.",
    connectTitle: "Connect {{extension}}?",
    connectText: "If you continue, {{extension}} can use your account {{email}}: your credits, images and purchases.",
    connectWarning:
      "Only continue if you yourself just started signing in from {{extension}} in this browser. " +
      "If a link or a message brought you here, choose Not now.",
    clients: {
      chrome: "the RoomMuse extension for Chrome",
      firefox: "the RoomMuse extension for Firefox",
      edge: "the RoomMuse extension for Edge",
    },
    connectButton: "Connect extension",
    connectCancel: "Not now",
    signingIn: "Signing you in…",
  },
  magic: {
    title: "Finish signing in",
    text: "Continue to RoomMuse as {{email}}.",
    button: "Sign in",
    problemTitle: "This link can't be used",
    used: "This sign-in link has already been used. Each link works once.",
    expired: "This sign-in link has expired. Links are valid for 24 hours.",
    invalid: "This sign-in link is not valid. It may have been copied incompletely.",
    getNew: "Get a new link",
    alreadySignedIn: "You're already signed in",
    continue: "Continue to RoomMuse",
  },
  email: {
    subject: "Your RoomMuse sign-in link",
    heading: "Sign in to RoomMuse",
    intro: "Use the button below to sign in. The link expires in 24 hours and works once.",
    button: "Sign in to RoomMuse",
    fallback: "Or paste this address into your browser:",
    ignore: "If you didn't ask to sign in, you can ignore this e-mail.",
  },
  credits: "credits",
  signOut: "Sign out",
  api: {
    crossSite: "This request must come from the RoomMuse site.",
    invalidRefreshToken: "Your session has ended. Please sign in again.",
    invalidState: "The state must be a random value of at least 128 bits (32 or more URL-safe characters).",
    handoffNotFound: "No session is waiting for this state. It may have expired or been read already.",
    handoffExists: "A session was already handed over for this state.",
    tokenMismatch: "The access token does not belong to the signed-in user.",
    reauthRequired: "Sign in again to delete your account: your last sign-in is more than {{minutes}} minutes old.",
    invalidCodeChallenge: "code_challenge must be the S256 challenge of a code verifier (43 base64url characters).",
    invalidCodeVerifier: "Send the code verifier (43 to 128 characters) in the Code-Verifier header.",
    unknownClient: "client must be the id of a RoomMuse extension registered with this server.",
    invalidRedirectUri:
      "redirect_uri must be the extension's own redirect URI, as its browser's identity.getRedirectURL() gives it.",
    invalidHandoffCode: "Send the code from the extension's redirect URI as the code query parameter.",
    extensionUpdateRequired:
      "This version of the extension is out of date and can no longer sign in: update it. A handoff now " +
      "starts with code_challenge and client, and is read with the code sent to the extension's redirect URI " +
      "and the Code-Verifier header.",
  },
  mailbox: {
    title: "Development mailbox",
    intro: "E-mails the app sends while no e-mail provider is configured. Only available outside production.",
    empty: "No messages yet.",
    to: "To",
    sentAt: "Sent",
  },
};
export default auth;
