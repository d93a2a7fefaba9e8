/**
 * The legal pages. Long texts, so they are not part of the translation bundle the browser
 * downloads: the legal routes read them on the server and send the visitor's language only.
 * Paragraphs may carry links written as [text](/path); {{email}} is the support address.
 */
export interface LegalSection {
  id: string;
  title: string;
  paragraphs: string[];
  items?: string[];
  /** The items are steps to follow in order. */
  ordered?: boolean;
}
export interface LegalDocument {
  meta: { title: string; description: string };
  title: string;
  intro: string;
  sections: LegalSection[];
}
export interface LegalTexts {
  updated: string;
  contents: string;
  otherPages: string;
  terms: LegalDocument;
  privacy: LegalDocument;
  security: LegalDocument;
  dataDeletion: LegalDocument;
}

const legal: LegalTexts = {
  /** The date is each document's own (app/components/site/legal-dates.ts). */
  updated: "Last updated: {{date}}",
  contents: "On this page",
  otherPages: "Legal documents",
  terms: {
    meta: {
      title: "Terms of Service — RoomMuse",
      description:
        "The rules for using RoomMuse: accounts, prepaid credits, your photos and results, and how " +
        "either of us can end the agreement.",
    },
    title: "Terms of Service",
    intro:
      "These terms are the agreement between you and RoomMuse when you use our website and app " +
      "to transform photos of rooms with AI. Please read them; by creating an account you accept " +
      "them.",
    sections: [
      {
        id: "service",
        title: "1. The service",
        paragraphs: [
          "RoomMuse lets you upload a photo of a room and have an AI model transform it: recolor the " +
            "walls, clear furniture and clutter, replace furniture, combine elements from two photos, " +
            "place decoration items, make a video thumbnail, or redesign the whole room in another style.",
          "Results are AI-generated illustrations of what a change could look like. Colors, sizes " +
            "and proportions are approximate, so check real paint samples and measurements before you " +
            "buy.",
        ],
      },
      {
        id: "accounts",
        title: "2. Your account",
        paragraphs: [
          "You sign in without a password, with a link sent to your e-mail or with Google or " +
            "Facebook. Keep access to that e-mail or account safe: whoever controls it controls your " +
            "RoomMuse account.",
          "You must be at least 16 years old to create an account.",
        ],
      },
      {
        id: "credits",
        title: "3. Credits and payments",
        paragraphs: [
          "Transformations are paid with prepaid credits. Each tool shows its price in credits " +
            "before you start. New accounts receive a welcome bonus of free credits, once per e-mail " +
            "address: an address whose account was deleted does not receive it again.",
          "You buy credits in one-time packs. There is no subscription and nothing renews " +
            "automatically. Purchased credits never expire. Payments are processed by Stripe; we never " +
            "see or store your card number.",
          "We will give you at least 30 days' notice before we change the price of credit packs or " +
            "the number of credits a tool costs. Credits you already hold are not affected by a price " +
            "change.",
          "If a transformation fails for a reason that is not your input, the credits it used are " +
            "returned to your balance automatically. If a purchase went wrong, write to us at " +
            "{{email}} and we will put it right.",
        ],
      },
      {
        id: "content",
        title: "4. Your photos and results",
        paragraphs: [
          "You keep all rights to the photos you upload and to the results you create. You give us " +
            "permission to store and process them only to provide the service to you.",
          "Only upload photos you have the right to use. Do not upload photos of other people, " +
            "including for the thumbnail face swap, without their consent.",
          "Results are yours to use personally. Buying the Premium pack makes your account Premium, " +
            "and that never expires. Results made while your account is Premium may also be used " +
            "commercially, for example in property listings or client presentations, and they keep " +
            "that license for good.",
          "Premium also brings photos uploaded at full resolution and results of up to 4K (3840 pixels " +
            "on the long side) where the image model can make them, and up to 2K where it cannot. If " +
            "the Premium purchase is refunded in full or disputed, the account stops being Premium from " +
            "then on, unless another Premium purchase stands; a partial refund does not end it.",
        ],
      },
      {
        id: "use",
        title: "5. Acceptable use",
        paragraphs: ["Please do not:"],
        items: [
          "upload illegal, hateful or sexual content, or content that infringes someone else's rights;",
          "use results to mislead, for example by presenting an AI-generated room as the real " +
            "condition of a property for sale or rent without saying so;",
          "try to access other users' data, overload the service, or get around credit checks.",
        ],
      },
      {
        id: "termination",
        title: "6. Ending the agreement",
        paragraphs: [
          "You can stop using RoomMuse and [delete your account](/legal/data-deletion) at any time. " +
            "We may suspend or close an account that breaks these terms, and we will tell you why.",
          "If your account is closed for any reason other than your own deletion request, you can " +
            "ask us for a download of your photos, results and transaction history for 30 days after " +
            "termination.",
        ],
      },
      {
        id: "liability",
        title: "7. Liability",
        paragraphs: [
          "We work hard to keep RoomMuse available and accurate, but the service is provided as it " +
            "is. To the extent the law allows, we are not liable for decisions you make based on a " +
            "result, or for indirect losses. Nothing in these terms limits rights you have as a " +
            "consumer.",
        ],
      },
      {
        id: "changes",
        title: "8. Changes and contact",
        paragraphs: [
          "If we change these terms in a way that matters, we will tell you by e-mail or in the app " +
            "before the change applies.",
          "Questions about these terms? Write to {{email}}.",
        ],
      },
    ],
  },
  privacy: {
    meta: {
      title: "Privacy Policy — RoomMuse",
      description:
        "What RoomMuse collects, why, who processes it, how long we keep it and how to delete it. " +
        "We never sell your data.",
    },
    title: "Privacy Policy",
    intro:
      "This policy explains what personal data RoomMuse collects, why, and what you can do about " +
      "it. The short version: we collect what we need to transform your photos and run your " +
      "account, we never sell it, and you can delete it whenever you like.",
    sections: [
      {
        id: "collect",
        title: "1. What we collect",
        paragraphs: ["We collect:"],
        items: [
          "Account data: your e-mail address, and your name and profile picture if you sign in with " +
            "Google or Facebook.",
          "Your photos and results: the room, reference and face photos you upload, and the images " +
            "RoomMuse creates from them.",
          "Credit history: purchases, welcome bonus, transformations and refunds. Card details are " +
            "handled by Stripe and never reach us.",
          "Usage data: pages visited, tools used and errors, to keep the service working and improve it.",
          "Support messages you send us.",
        ],
      },
      {
        id: "use",
        title: "2. How we use it",
        paragraphs: [
          "We use your data to sign you in, run the transformations you ask for, keep your credit " +
            "balance correct, answer your questions and keep the service secure. We do not use your " +
            "photos to train AI models and we do not sell your data or show you ads.",
        ],
      },
      {
        id: "processors",
        title: "3. Who processes it for us",
        paragraphs: [
          "A small number of providers process data on our behalf, under contract and only for these " +
            "purposes: our hosting and storage provider (Cloudflare), our payment provider (Stripe), " +
            "the AI model provider that performs transformations, and our e-mail provider for sign-in " +
            "links.",
        ],
      },
      {
        id: "retention",
        title: "4. How long we keep it",
        paragraphs: ["We keep your data only as long as we need it:"],
        items: [
          "Account data, photos, results and credit history: while your account exists. When you " +
            "delete your account, your personal data is deleted within 30 days.",
          "Usage analytics: up to 3 years, in a form that is not used to identify you.",
          "Support communications: up to 2 years after the conversation ends.",
          "Records we must keep by law, such as payment records, are kept for the period the law requires.",
          "After you delete your account we keep one thing: a fingerprint of your e-mail address (a " +
            "keyed one-way hash, not the address itself), only so that the welcome bonus is given once " +
            "per address. It cannot be turned back into your address, is linked to nothing else and is " +
            "used for nothing else.",
        ],
      },
      {
        id: "rights",
        title: "5. Your rights",
        paragraphs: [
          "You can access, correct, download or delete your data, and object to or restrict how we " +
            "use it. Most of this you can do yourself in the app; for the rest, write to {{email}}. " +
            "You can also complain to your local data-protection authority.",
          "On your [account page](/app/account) you can change your name and download all of your " +
            "data at any time: one ZIP file with your profile, sign-in methods, purchases, credit " +
            "history and designs, together with every photo you uploaded and every result.",
          "To delete your account and all of its data, follow the steps on our [data deletion " +
            "page](/legal/data-deletion).",
        ],
      },
      {
        id: "cookies",
        title: "6. Cookies",
        paragraphs: [
          "We use only the cookies the service needs: one to keep you signed in and one to remember " +
            "your language. We do not use advertising or cross-site tracking cookies.",
        ],
      },
      {
        id: "children",
        title: "7. Minimum age",
        paragraphs: [
          "RoomMuse is not for children. You must be at least 16 years old to use it. If we learn " +
            "that an account belongs to someone younger, we will delete it.",
        ],
      },
      {
        id: "changes",
        title: "8. Changes and contact",
        paragraphs: [
          "We will tell you about important changes to this policy before they apply. For any " +
            "privacy question, write to {{email}}.",
        ],
      },
    ],
  },
  security: {
    meta: {
      title: "Security — RoomMuse",
      description:
        "How RoomMuse protects your account, photos and payments: encryption, passwordless " +
        "sign-in, isolated storage, 99.9% uptime and a fast incident response.",
    },
    title: "Security",
    intro: "You trust us with photos of your home. Here is how we protect them, and your account and payments.",
    sections: [
      {
        id: "infrastructure",
        title: "Infrastructure and encryption",
        paragraphs: [
          "RoomMuse runs on Cloudflare's global network. Every connection uses HTTPS, and your " +
            "photos and account data are encrypted at rest. Each user's photos and results are stored " +
            "separately and are only served to that user.",
        ],
      },
      {
        id: "accounts",
        title: "Passwordless accounts",
        paragraphs: [
          "There are no passwords to leak. You sign in with a single-use e-mail link that expires " +
            "after 24 hours, or with Google or Facebook. Sessions live in secure, HTTP-only cookies, " +
            "and we store only a fingerprint (hash) of each session token, never the token itself.",
        ],
      },
      {
        id: "payments",
        title: "Payments",
        paragraphs: [
          "Payments are handled by Stripe, a PCI DSS Level 1 certified provider. Your card details " +
            "go straight to Stripe and never touch our servers. Every credit purchase is recorded once " +
            "and only once, however often a payment notice arrives.",
        ],
      },
      {
        id: "access",
        title: "Access control",
        paragraphs: [
          "Team access to production systems is role-based, limited to the people who need it, and " +
            "protected with multi-factor authentication.",
        ],
      },
      {
        id: "availability",
        title: "Availability and incident response",
        paragraphs: [
          "We aim for 99.9% uptime. If we detect or are told about a security incident, we respond " +
            "in under 24 hours, and we will tell affected users promptly.",
        ],
      },
      {
        id: "compliance",
        title: "Compliance",
        paragraphs: ["Our SOC 2 audit is in progress, and ISO 27001 certification is planned."],
      },
      {
        id: "report",
        title: "Report a vulnerability",
        paragraphs: [
          "Found a security problem? Write to {{email}} with the details. We reply in under 24 hours " +
            "and will not take action against good-faith research.",
        ],
      },
    ],
  },
  dataDeletion: {
    meta: {
      title: "Data deletion — RoomMuse",
      description: "How to delete your RoomMuse account and all of its data, what is removed and how long it takes.",
    },
    title: "Delete your account and data",
    intro: "You can delete your RoomMuse account and everything in it at any time, yourself, in a few seconds.",
    sections: [
      {
        id: "how",
        ordered: true,
        title: "How to delete your account",
        paragraphs: [],
        items: [
          "Sign in to RoomMuse.",
          "Open your account menu and choose 'Eliminar mi cuenta y datos' (Delete my account and " +
            "data), or go directly to [/app/account/delete](/app/account/delete).",
          "Read the summary and confirm. You will be signed out straight away.",
        ],
      },
      {
        id: "what",
        title: "What is deleted",
        paragraphs: ["Deletion is permanent and cannot be undone. It removes:"],
        items: [
          "your profile and your credit balance, including any unused credits;",
          "your credit transaction history;",
          "your uploaded photos, your results and their association with your account.",
        ],
      },
      {
        id: "timing",
        title: "How long it takes",
        paragraphs: [
          "Your data is removed from our active systems within 7 business days. Copies in our " +
            "encrypted backups are overwritten as the backups rotate, which takes between 30 and 90 " +
            "days. Until then, backups are never used to restore a deleted account.",
        ],
      },
      {
        id: "help",
        title: "Can't sign in?",
        paragraphs: [
          "If you no longer have access to your account, or you signed in with Facebook and removed " +
            "RoomMuse from your Facebook settings, write to {{email}} from the e-mail address of your " +
            "account, with the subject 'Data deletion'. We will confirm the request and delete your " +
            "data within the same period.",
        ],
      },
    ],
  },
};
export default legal;
