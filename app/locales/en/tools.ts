/**
 * Texts of the image tools: names, steps, presets, chips, suggestions and their API errors.
 * `<tool>.marketing` is the tool's card text on the public website.
 */
const tools = {
  /** The badge the local image engine draws on every result it makes (capitals: its font has no others). */
  localPreview: "LOCAL PREVIEW",
  steps: {
    uploadImage: "Upload Image",
    pickColor: "Pick Color",
    transform: "Transform",
    describeTarget: "Describe Target",
    newItem: "New Item",
    uploadRoom: "Upload Room",
    uploadReference: "Upload Reference",
    replaceElement: "Replace Element",
    uploadItem1: "Upload Item 1",
    uploadItem2: "Upload Item 2",
    design: "Design",
    uploadRoomPhoto: "Upload Room Photo",
    uploadFacePhoto: "Upload Face Photo",
    customizeStyle: "Customize Style",
    roomType: "Room Type",
    style: "Style",
  },
  actions: {
    transform: "Transform",
    design: "Design",
  },
  slots: {
    photo: "Room photo",
    room: "Room photo",
    reference: "Reference photo",
    item1: "Item 1",
    item2: "Item 2",
    roomPhoto: "Room photo",
    facePhoto: "Face photo",
    inspiration: "Inspiration photo",
  },
  recolor: {
    name: "Recolor Room",
    shortName: "Recolor",
    description: "Try a new wall color on your own room before you buy a single can of paint.",
    marketing:
      "Paint every wall in any color, from soft greige to bold navy, and keep everything else exactly as it is.",
    colorLabel: "Wall color",
    presets: {
      white: "White",
      offWhite: "Off White",
      cream: "Cream",
      alabaster: "Alabaster",
      lightGray: "Light Gray",
      gray: "Gray",
      coolGray: "Cool Gray",
      greige: "Greige",
      taupe: "Taupe",
      beige: "Beige",
      charcoal: "Charcoal",
      sage: "Sage",
      oliveGreen: "Olive Green",
      softBlue: "Soft Blue",
      steelBlue: "Steel Blue",
      navy: "Navy",
      terracotta: "Terracotta",
      dustyRose: "Dusty Rose",
      mustard: "Mustard",
      cognac: "Cognac",
    },
  },
  "clear-space": {
    name: "Clear Space",
    shortName: "Clear",
    description: "Empty the room of furniture and clutter to see the space as a blank canvas.",
    marketing: "Remove furniture, decorations and clutter to see the empty room, ready to stage or sell.",
    removesTitle: "What will be removed",
    removes: {
      furniture: "Furniture",
      decorations: "Decorations",
      clutter: "Clutter",
      personalItems: "Personal items",
      lightingFixtures: "Lighting fixtures",
    },
  },
  "magic-furniture": {
    name: "Magic Furniture",
    shortName: "Furniture",
    description: "Name an item in your room and describe what should take its place.",
    marketing: "Point at a sofa, lamp or rug and describe what should stand there instead.",
    targetLabel: "Which item should be replaced?",
    newItemLabel: "Describe the new item",
    quickPicks: {
      sofa: "sofa",
      coffeeTable: "coffee table",
      chair: "chair",
      painting: "painting",
      lamp: "lamp",
      rug: "rug",
      curtains: "curtains",
      bookshelf: "bookshelf",
    },
    suggestions: {
      sofa: [
        "Modern gray sectional sofa with clean lines",
        "Mid-century cognac leather sofa",
        "Cream linen sofa with rounded arms",
      ],
      table: ["Round oak coffee table", "White marble table with brass legs", "Rustic reclaimed-wood table"],
      chair: ["Velvet accent chair in emerald green", "Scandinavian wooden armchair", "Black leather lounge chair"],
    },
  },
  "combine-rooms": {
    name: "Replace Element",
    shortName: "Replace",
    description: "Swap a piece in your room for the one in a reference photo.",
    marketing: "Take a piece from a reference photo and place it in your room, with matching light and shadows.",
    elementLabel: "Which element should be replaced?",
    elements: {
      sofa: "sofa",
      table: "table",
      lamp: "lamp",
      painting: "painting",
      chair: "chair",
      rug: "rug",
      curtains: "curtains",
      other: "other",
    },
  },
  "interior-designer": {
    name: "Interior Designer",
    shortName: "Designer",
    description: "Place two decoration items into your room and keep refining the design.",
    marketing: "Add two decoration items to your room and keep iterating until it feels right.",
    item1DescriptionLabel: "Describe item 1 (optional)",
    item2DescriptionLabel: "Describe item 2 (optional)",
  },
  thumbnail: {
    name: "Thumbnail Maker",
    shortName: "Thumbnail",
    description: "Turn a room photo and your face into an eye-catching video thumbnail.",
    marketing: "Turn a room makeover into a scroll-stopping video thumbnail, with your face and a bold title.",
    titleLabel: "Thumbnail text",
    styleLabel: "Style",
    styles: {
      youtube: { name: "YouTube", description: "Bold text, bright colors" },
      professional: { name: "Professional", description: "Clean, minimalist design" },
      dramatic: { name: "Dramatic", description: "High contrast, bold effects" },
      modern: { name: "Modern", description: "Sleek, contemporary look" },
    },
    textSuggestions: ["AMAZING TRANSFORMATION!", "BEFORE & AFTER", "ROOM MAKEOVER REVEAL", "YOU WON'T BELIEVE THIS!"],
  },
  restyle: {
    name: "Restyle Room",
    shortName: "Restyle",
    description: "See your room redesigned in another interior style, or staged with furniture when it is empty.",
    marketing:
      "Pick a room type and a style, from Japandi to Art Deco, or show a photo you love, and see " +
      "the whole room redesigned or an empty room staged.",
    roomTypeLabel: "Room type",
    styleLabel: "Style",
    modeLabel: "Mode",
    strengthLabel: "Strength",
    roomTitle: "What kind of room is it?",
    roomText: "The room type tells the AI which furniture belongs in it.",
    roomGuess: "Our guess from your photo: {{room}}. Choose another type if it is wrong.",
    styleTitle: "Choose a style",
    styleText: "Each swatch shows the style's palette and materials.",
    fromPhoto: {
      name: "From your photo",
      description: "The style of a room you love, shown in a photo.",
      group: "Or use a photo you love",
      jump: "Have a photo of a room you love? Use its style",
      uploadText: "A room in the style you want. Its colors, materials and furniture style are used, not its layout.",
    },
    families: {
      modern: "Modern and clean",
      natural: "Calm and natural",
      classic: "Classic and country",
      bold: "Bold and characterful",
    },
    modeTitle: "How should the room change?",
    summary: "{{room}} · {{style}} · {{mode}} · {{strength}}",
    tryAnotherStyle: "Try another style",
    rooms: {
      "living-room": "Living room",
      bedroom: "Bedroom",
      kitchen: "Kitchen",
      bathroom: "Bathroom",
      "dining-room": "Dining room",
      "home-office": "Home office",
      "kids-room": "Kids' room",
      nursery: "Nursery",
      entryway: "Entryway",
      "laundry-room": "Laundry room",
      "walk-in-closet": "Walk-in closet",
      "game-room": "Basement or game room",
      sunroom: "Sunroom",
      balcony: "Balcony or terrace",
      patio: "Outdoor patio",
    },
    modes: {
      restyle: {
        name: "Redesign",
        description: "Keeps the walls, windows and layout; changes furniture, materials and decor.",
      },
      stage: { name: "Stage empty room", description: "Furnishes an empty or nearly empty room in the style." },
    },
    strengths: {
      subtle: { name: "Subtle", description: "Stays close to your photo." },
      balanced: { name: "Balanced", description: "New pieces in a similar layout." },
      bold: { name: "Bold", description: "A complete makeover." },
    },
    styles: {
      japandi: { name: "Japandi", description: "Light oak, linen and calm neutrals, Japanese meets Nordic." },
      industrial: { name: "Industrial", description: "Black steel, brick, concrete and worn leather." },
      scandinavian: { name: "Scandinavian", description: "Pale wood, white walls and cozy wool, bright and airy." },
      "mid-century-modern": {
        name: "Mid-Century Modern",
        description: "Walnut, tapered legs and mustard and teal accents.",
      },
      modern: { name: "Modern", description: "Crisp lines, matte black and a monochrome palette." },
      minimalist: { name: "Minimalist", description: "A few essential pieces, clear surfaces, soft white." },
      bohemian: { name: "Bohemian", description: "Layered rugs, rattan, plants and warm earthy colors." },
      coastal: { name: "Coastal", description: "Whitewashed wood, jute and sea blues, breezy and sunlit." },
      farmhouse: { name: "Farmhouse", description: "Shiplap, weathered oak, black iron and sage." },
      traditional: { name: "Traditional", description: "Carved wood, tufted fabrics, burgundy and gold." },
      "art-deco": { name: "Art Deco", description: "Geometric glamour, emerald velvet and polished brass." },
      mediterranean: { name: "Mediterranean", description: "Lime-washed walls, terracotta tiles and cobalt blue." },
      rustic: { name: "Rustic", description: "Reclaimed timber, stone and earthy browns, cabin-cozy." },
      contemporary: { name: "Contemporary", description: "Soft curves, bouclé and travertine in warm greige." },
      maximalist: { name: "Maximalist", description: "Jewel-tone velvet, bold wallpaper and gallery walls." },
      tropical: { name: "Tropical", description: "Rattan, bamboo, palm prints and lush green plants." },
      glam: { name: "Glam", description: "Velvet, mirrors, crystal and gold on navy and blush." },
      biophilic: { name: "Biophilic", description: "Living plants, natural wood and stone, leaf greens." },
      transitional: { name: "Transitional", description: "Classic shapes, clean lines, greige and slate blue." },
      futuristic: { name: "Futuristic", description: "Sculpted white curves, chrome and violet LED glow." },
      "wabi-sabi": { name: "Wabi-Sabi", description: "Handmade, imperfect pieces, plaster and earthy clay." },
      zen: { name: "Zen", description: "Low furniture, bamboo, stone and moss green, quiet and still." },
      southwestern: { name: "Southwestern", description: "Adobe, terracotta, woven rugs and turquoise." },
      "french-country": { name: "French Country", description: "Painted wood, toile, French blue and butter yellow." },
      cottage: { name: "English Cottage", description: "Floral chintz, painted wood, rose and sage." },
      "shabby-chic": { name: "Shabby Chic", description: "Worn white paint, ruffled linen and soft pastels." },
      neoclassical: { name: "Neoclassical", description: "Marble, columns, symmetry and touches of gold." },
      victorian: { name: "Victorian", description: "Carved dark wood, oxblood velvet and rich patterns." },
      moroccan: { name: "Moroccan", description: "Zellige tiles, brass lanterns, saffron and indigo." },
      retro: { name: "1970s Retro", description: "Shag rugs, corduroy, burnt orange and avocado." },
      memphis: { name: "Memphis", description: "Playful shapes, squiggles, hot pink and lemon yellow." },
      "dark-academia": { name: "Dark Academia", description: "Bookshelves, cognac leather and bottle green." },
    },
  },
  errors: {
    /** Shown by the wizards before any call when the balance is below the cost. */
    requiresCredits: "Insufficient credits. This operation requires {{count}} credits.",
    insufficientCredits: "Insufficient credits. Please purchase more credits to continue.",
    fileTooLarge: "{{field}}: the image is larger than {{maxUploadMb}} MB. Please upload a smaller image.",
    bodyTooLarge: "The request is larger than the upload limit of {{maxUploadMb}} MB per image.",
    unsupportedImage: "{{field}}: unsupported image. Allowed: PNG, JPG, JPEG, WebP.",
    invalidBase64: "{{field}}: the image data is not valid base64.",
    imageDimensions:
      "{{field}}: the image is {{width}}×{{height}} pixels; the limit is {{maxImageSide}} pixels " +
      "on a side and {{maxMegapixels}} megapixels.",
    /** Refused before any charge: the wizard adds that nothing was charged. */
    imageOverSide:
      "{{field}}: the image is {{width}}×{{height}} pixels; this account keeps photos up to {{maxSide}} " +
      "pixels on the long side (Premium keeps full resolution). Nothing was charged. Please upload a smaller image.",
    imageUnscalable:
      "{{field}}: the image could not be read to scale it to {{maxSide}} pixels. Nothing was charged. " +
      "Please upload another copy.",
    imageIncomplete: "{{field}}: the image is damaged or incomplete (its data ends early). Please upload another copy.",
    imageUnreadable:
      "{{field}}: the image is damaged or incomplete and could not be read. Your {{credits}} " +
      "credits were returned. Please upload another copy.",
    notARoom:
      "This photo does not look like a room. RoomMuse redesigns rooms and spaces, inside or outside: " +
      "please choose a photo of one. Nothing was charged.",
    modelFailed: "The image could not be generated. Your {{credits}} credits were returned. Please try again.",
    modelRefused:
      "The image service declined this photo or request under its safety rules. Your {{credits}} credits " +
      "were returned. Please try a different photo or wording.",
    modelBusy:
      "The image service is busy right now. Your {{credits}} credits were returned. Please try again in a moment.",
    modelBusyMinutes_one:
      "The image service is busy right now. Your {{credits}} credits were returned. " +
      "Please try again in {{count}} minute.",
    modelBusyMinutes_other:
      "The image service is busy right now. Your {{credits}} credits were returned. " +
      "Please try again in {{count}} minutes.",
    modelBusyLater:
      "The image service is busy for a while. Your {{credits}} credits were returned. Please try again later.",
    modelUnavailable:
      "Image generation is paused by a problem on our side, not with your photo. Your {{credits}} credits " +
      "were returned. Please try again later.",
    modelTimeout: "The image took too long to generate. Your {{credits}} credits were returned. Please try again.",
    storageFailed: "The result could not be saved. Your {{credits}} credits were returned. Please try again.",
    notStarted: "The generation could not be started, and no credits were spent. Please try again.",
    refundPending:
      "The generation failed. Your {{credits}} credits could not be returned right away; " +
      "they will be returned automatically within a few minutes.",
    accountDeleted: "This account was deleted while the image was being generated. Nothing was kept.",
    draftNotFound: "No saved photo here.",
    generationNotFound: "No generation with this id.",
  },
};
export default tools;
