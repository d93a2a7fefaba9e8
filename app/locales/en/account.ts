const account = {
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
