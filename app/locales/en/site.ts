/** The public website: landing, its variants, about and contact. */
const site = {
  nav: {
    label: "Main",
    features: "Features",
    tools: "Tools",
    reviews: "Reviews",
    pricing: "Pricing",
    about: "About",
    contact: "Contact",
    getStarted: "Get Started",
    signIn: "Sign in",
    /** A signed-in visitor's way into the app, wherever the public pages offer sign-up. */
    openApp: "Open RoomMuse",
    menu: "Menu",
  },
  footer: {
    about:
      "RoomMuse shows you a redecorated room from a single photo: new wall colors, a cleared " +
      "space or new furniture, before you spend a cent on paint or delivery.",
    product: "Product",
    company: "Company",
    legal: "Legal",
    aboutUs: "About us",
    contact: "Contact",
    faq: "FAQ",
    terms: "Terms of Service",
    privacy: "Privacy Policy",
    security: "Security",
    dataDeletion: "Data deletion",
    rights: "© {{year}} RoomMuse. All rights reserved.",
    credits: "Credits never expire. No subscription.",
  },
  beforeAfter: {
    before: "Before",
    after: "After",
    compare: "Drag to compare before and after",
    caption: "{{room}} restyled in {{style}}. Drag the handle to compare.",
  },
  images: {
    heroBefore: "A tired living room with striped beige wallpaper, a worn brown sofa and moving boxes on the floor",
    heroAfter:
      "The same living room restyled in {{style}}: teal walls, a terracotta sofa, a mustard rug, a wooden " +
      "coffee table, a floor lamp and a plant",
    recolorBefore: "A living room with beige walls and a blue sofa",
    recolorAfter: "The same living room with its walls recolored sage green",
    clearBefore: "A cluttered room with an old sofa, boxes, a laundry basket and clothes on the floor",
    clearAfter: "The same room emptied and clean, with bare walls and a bright wooden floor",
    furnitureBefore: "A room with a dated brown sofa",
    furnitureAfter: "The same room with a modern terracotta sofa, a coffee table and a floor lamp",
  },
  photos: {
    before: "Before {{tool}}: the room as its owner photographed it",
    after: "After {{tool}}: the same room, as RoomMuse made it",
    restyleBefore: "{{room}} before {{tool}}, as its owner photographed it",
    restyleAfter: "The same room after {{tool}}, in {{style}}, as RoomMuse made it",
  },
  examples: {
    eyebrow: "Examples",
    title: "See what one photo can become",
    subtitle: "The same room, before and after a single RoomMuse tool.",
    restyle: {
      title: "Restyle the whole room",
      text: "Pick a room type and a style: the walls, windows and layout stay, and everything else is redesigned.",
    },
    recolor: {
      title: "Recolor your walls",
      text: "Try any color on your actual walls, with your light and your furniture.",
    },
    clear: { title: "Clear the space", text: "See the room empty, ready to stage, sell or start again." },
    furniture: {
      title: "Replace the furniture",
      text: "Describe the sofa you want and see it in place of the one you have.",
    },
  },
  landing: {
    meta: {
      title: "RoomMuse — Restyle any room with AI",
      description:
        "Upload a photo of your room and see it restyled in one of {{styles}} interior styles in seconds, " +
        "or recolored, cleared or refurnished. Pay only for what you use with credits that never expire.",
    },
    hero: {
      eyebrow: "{{tool}}: {{rooms}} room types, {{styles}} styles",
      title: "Your room, restyled in seconds",
      subtitle:
        "Upload a photo, pick a style, and {{tool}} redesigns the whole room while your walls, " +
        "windows and layout stay. Or just recolor the walls, clear the clutter or swap the sofa.",
      primaryCta: "Start decorating free",
      secondaryCta: "See the {{styles}} styles",
      note: "{{credits}} free credits when you sign up. No card needed.",
    },
    stats: {
      label: "RoomMuse in numbers",
      rooms: "10,000+",
      roomsLabel: "rooms decorated",
      speed: "5 sec",
      speedLabel: "results",
      risk: "100%",
      riskLabel: "risk-free preview",
    },
    restyle: {
      title: "{{styles}} styles for {{rooms}} kinds of room",
      subtitle:
        "Restyle a furnished room, or stage an empty one, in the style you pick, or in the style of a photo " +
        "you love. Not sure? Try another style on the same photo in one click.",
      rooms: "{{rooms}} room types",
      styles: "{{styles}} styles",
      cta: "Restyle your room",
    },
    features: {
      eyebrow: "Features",
      title: "Everything you need to picture the change",
      subtitle: "Try ideas on the room you actually live in, not on a showroom photo.",
      realistic: {
        title: "Photorealistic results",
        text:
          "Light, shadows and perspective stay true to your photo, so the result looks like your " +
          "room, not a render.",
      },
      fast: {
        title: "Results in seconds",
        text: "No waiting for a designer's mockup. Try a color, change your mind, try another.",
      },
      layout: {
        title: "Only what you ask changes",
        text: "Recolor the walls and the sofa stays put. Swap the sofa and the walls stay the same.",
      },
      credits: {
        title: "Pay as you go",
        text: "No subscription. Buy a pack of credits once and use them whenever you like: they never expire.",
      },
      phone: {
        title: "Made for your phone",
        text: "Snap a photo, transform it and save it without leaving the room you're standing in.",
      },
      private: {
        title: "Private by default",
        text: "Your photos stay in your account. Delete them, or your whole account, whenever you want.",
      },
    },
    tools: {
      eyebrow: "Tools",
      title: "Seven tools, one photo",
      subtitle: "Every tool shows its price up front. You only spend credits on results.",
      cost: "{{count}} credits",
      perUse: "per transformation",
    },
    how: {
      eyebrow: "How it works",
      title: "From photo to new room in three steps",
      step: "Step {{number}}",
      upload: {
        title: "Upload a photo",
        text: "Take a picture of any room with your phone, or pick one you already have. PNG, JPG and WebP all work.",
      },
      choose: {
        title: "Choose a change",
        text: "Pick a wall color, describe the furniture you want, or clear the room completely.",
      },
      save: {
        title: "Save your new room",
        text: "Your result appears in seconds. Save it, share it, or keep experimenting.",
      },
    },
    testimonials: {
      eyebrow: "Reviews",
      title: "People who stopped guessing",
      rating: "Rated 5 out of 5",
      maria: {
        quote:
          "I was torn between three greens for the living room. Ten minutes in RoomMuse and I knew. " +
          "The paint went on once, not three times.",
        name: "María G.",
        role: "Homeowner, Valencia",
      },
      james: {
        quote:
          "I clear the clutter out of listing photos before the shoot is even booked. Sellers " +
          "finally see what buyers will see.",
        name: "James O.",
        role: "Real-estate agent",
      },
      aisha: {
        quote:
          "My landlord said no to painting, so I tried every color in RoomMuse instead. At least now " +
          "I know what I'll do in my next place.",
        name: "Aisha K.",
        role: "Renter",
      },
      lucas: {
        quote:
          "I show clients two or three versions of their room in the first meeting. It saves a whole " +
          "round of revisions.",
        name: "Lucas M.",
        role: "Interior stylist",
      },
    },
    pricing: {
      eyebrow: "Pricing",
      title: "Simple credits, no subscription",
      subtitle: "{{cost}} credits = 1 transformation. Buy once, use whenever: credits never expire.",
      /** Package names, counts and features are the app's own texts (credits.packages.*). */
      paidBilling: "one-time payment",
      paidCta: "Get {{name}}",
      free: {
        billing: "on sign-up",
        cta: "Start free",
        welcome: "Welcome bonus, once per account",
        allTools: "All seven tools",
        noCard: "No card needed",
      },
    },
    faq: {
      eyebrow: "FAQ",
      title: "Questions, answered",
      how: {
        q: "How does RoomMuse work?",
        a:
          "Upload a photo of a room and choose what to change: the wall color, the clutter, a piece " +
          "of furniture, or decoration you want to place. An AI model edits your photo and keeps " +
          "everything else as it was, so you see your own room with the change made.",
      },
      credits: {
        q: "How do credits work?",
        a:
          "Each transformation spends between {{min}} and {{max}} credits, depending on the tool, " +
          "and every tool shows its price before you start. You get {{free}} free credits when you " +
          "sign up, and if a transformation fails on our side, your credits come back automatically.",
      },
      expire: {
        q: "Do credits expire? Is there a subscription?",
        a:
          "No and no. You buy a pack once and the credits stay in your account until you use them. " +
          "There's nothing to cancel.",
      },
      quality: {
        q: "What photos can I upload, and how good are the results?",
        a:
          "PNG, JPG or WebP photos up to {{maxUploadMb}} MB. A well-lit photo taken straight on " +
          "gives the best results. Every account gets results of up to 2K. With Premium: {{premium}}.",
      },
      privacy: {
        q: "Who can see my photos?",
        a:
          "Only you. Your photos and results are stored in your account and used only to make your " +
          "transformations. You can delete your account and all of its images at any time.",
      },
      risk: {
        q: "What does “risk-free preview” mean?",
        a:
          "You see the new color or the new sofa on your own room before you buy a single can of " +
          "paint or piece of furniture. Try as many ideas as you like; the only thing you commit to " +
          "is the result you love.",
      },
    },
    cta: {
      title: "Your next room is one photo away",
      text: "Sign up in seconds and get {{credits}} free credits: that's {{count}} transformations on us.",
      button: "Start decorating free",
    },
  },
  designStudio: {
    meta: {
      title: "RoomMuse for designers and stagers — Show clients the finished room",
      description:
        "Restyle a client's photo in one of {{styles}} interior styles, or stage an empty room, in seconds. " +
        "Present the finished room in the first meeting and win approval faster.",
    },
    hero: {
      eyebrow: "For designers, stagers and agents",
      title: "Show clients the finished room in the first meeting",
      subtitle:
        "With {{tool}}, a site photo is redesigned before the coffee gets cold: up to {{options}} options " +
        "in one run to lay side by side, and another of the {{styles}} styles on the same photo in one " +
        "click. Swap furniture, recolor walls and clear the clutter, all from one picture.",
    },
  },
  homeDecoration: {
    meta: {
      title: "RoomMuse for your home — Redecorate without the guesswork",
      description:
        "See your own room restyled in one of {{styles}} interior styles, or try paint colors, new furniture " +
        "and a clutter-free look, before you spend a cent.",
    },
    hero: {
      eyebrow: "For homeowners and renters",
      title: "Redecorate your home without the guesswork",
      subtitle:
        "Japandi or farmhouse? Will the new sofa fit? {{tool}} shows a photo of your own room in the " +
        "style you pick, or with a new wall color, before you spend a cent.",
    },
  },
  about: {
    meta: {
      title: "About RoomMuse — We know it's hard to choose",
      description:
        "Why we built RoomMuse: to let anyone see a redecorated room before committing to paint, " +
        "furniture or a designer.",
    },
    eyebrow: "About RoomMuse",
    title: "We Know It's Hard to Choose",
    intro:
      "Paint chips are tiny, showrooms are perfectly lit, and the sofa always looks smaller in " +
      "the shop. Most of us end up guessing, and living with the guess for years. We built " +
      "RoomMuse so you can see the change on your own room first.",
    solution: {
      title: "Our Solution",
      subtitle: "One photo of your room, and an AI that changes only what you ask.",
    },
    mission: {
      title: "Our Mission",
      text: "Make confident home decisions possible for everyone, not just people who can hire a designer.",
      confidence: {
        title: "Confidence before commitment",
        text: "You should see the result before you pay for paint, furniture or labor.",
      },
      honest: {
        title: "Honest pricing",
        text: "Clear prices per transformation, no subscription, and credits that never expire.",
      },
      privacy: {
        title: "Your photos are yours",
        text: "We use your photos only to make your results, and you can delete everything at any time.",
      },
      everyone: {
        title: "Design for everyone",
        text: "Renters, homeowners, agents and designers, in English and in Spanish, on any phone.",
      },
    },
    cta: { title: "Ready to see your room?", text: "Start with {{credits}} free credits.", button: "Open RoomMuse" },
  },
  contact: {
    meta: {
      title: "Contact RoomMuse — We're here to help",
      description:
        "E-mail the RoomMuse team about your account, credits, payments, results or your data. We " +
        "reply within 24 hours on business days.",
    },
    eyebrow: "Contact",
    title: "We're here to help",
    intro: "Questions about your account, a payment or a result? Write to us and a real person will answer.",
    email: {
      title: "E-mail us",
      text: "The fastest way to reach us.",
      button: "Send us an e-mail",
      response: "We reply within 24 hours on business days.",
    },
    topics: {
      title: "What we can help with",
      account: { title: "Account and sign-in", text: "Magic links, Google or Facebook sign-in, changing your e-mail." },
      billing: { title: "Credits and payments", text: "Purchases, receipts, and credits that didn't arrive." },
      results: { title: "Results and tools", text: "Tips for better photos, or a result that didn't look right." },
      privacy: { title: "Privacy and your data", text: "Downloading or deleting your data and your account." },
    },
    social: {
      title: "Follow us",
      comingSoon: "Coming soon",
      instagram: "Instagram",
      pinterest: "Pinterest",
      tiktok: "TikTok",
    },
    faq: { text: "Looking for a quick answer?", link: "Read the FAQ" },
  },
};
export default site;
