const account = {
  page: {
    meta: {
      title: "Account — RoomMuse",
      description: "Your RoomMuse profile, sign-in methods, purchases and data.",
    },
    title: "Account",
    subtitle: "Your profile, how you sign in, what you bought, and your data.",
    profile: {
      title: "Profile",
      email: "E-mail",
      memberSince: "Member since",
      noName: "No name yet",
    },
    name: {
      label: "Display name",
      hint: "Shown in the app menu. Up to {{max}} characters.",
      save: "Save name",
      saving: "Saving…",
      saved: "Your name was saved.",
      errors: {
        required: "Enter a display name.",
        tooLong: "Use {{max}} characters or fewer for your display name.",
        characters: "Your display name can't contain hidden characters or < >.",
      },
    },
    methods: {
      title: "Sign-in methods",
      intro: "The ways you can sign in to this account.",
      names: { email: "E-mail link", google: "Google", facebook: "Facebook" },
      emailDetail: "A one-time link sent to {{email}}. Always available.",
      linked: "Linked",
      lastUsed: "Last used",
    },
    purchases: {
      title: "Purchases",
      empty: "No purchases yet. Credits you buy show here with their receipt details.",
      buy: "Buy credits",
      pack: "Pack",
      date: "Date",
      amount: "Amount",
      credits: "Credits",
      status: "Status",
      packName: "{{name}} pack",
      unknownPack: "Credit pack",
      creditsCount: "{{count}} credits",
      unknownAmount: "—",
      statuses: { paid: "Paid", partially_refunded: "Partially refunded", refunded: "Refunded", disputed: "Disputed" },
      takenBack_one: "{{count}} credit taken back",
      takenBack_other: "{{count}} credits taken back",
    },
    data: {
      title: "Your data",
      intro:
        "Download a copy of everything your account holds: a ZIP with your profile, sign-in methods, " +
        "purchases, credit history and designs (as JSON), plus every photo you uploaded and every result.",
      download: "Download my data (ZIP)",
    },
    sessions: {
      title: "Sign out everywhere",
      intro:
        "Ends every session on every device and browser, including apps and the browser extension. " +
        "You will need to sign in again here too.",
      button: "Sign out everywhere",
    },
    danger: {
      title: "Delete account",
      intro: "Permanently delete your account, your credits and all your designs.",
    },
  },
  delete: {
    meta: {
      title: "Delete my account and data — RoomMuse",
      description: "Permanently delete your RoomMuse account and all of its data.",
    },
    menuLabel: "Delete my account and data",
    title: "Delete my account and data",
    intro: "You can delete your RoomMuse account and its data at any time from this page.",
    irreversible: "Deletion is irreversible: once confirmed, your account and data cannot be recovered.",
    whatTitle: "What is deleted",
    what: {
      profile: "Your profile and your credit balance (unused credits are lost).",
      transactions: "Your credit transaction history.",
      generations:
        "Your image generations and their associations with your account, including uploaded photos and results.",
      sessions: "Every active session on all your devices.",
    },
    timingTitle: "Timing",
    timing: "Deletion is processed within 7 business days. Backups are kept for 30 to 90 days before they are erased.",
    support: "Questions? Write to us at",
    confirm: "Delete your account and all your data? This action is permanent.",
    button: "Delete my account",
    busy: "Deleting…",
    failed: "Failed to delete account. Please try again.",
    cancel: "Keep my account",
    confirmStep: {
      title: "Delete your account for good?",
      intro: "Confirming deletes your account and the data listed below. You cannot undo this.",
      button: "Confirm deletion",
      cancel: "Cancel",
    },
  },
};
export default account;
