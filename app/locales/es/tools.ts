import type en from "../en/tools";
import type { Translation } from "../types";

const tools: Translation<typeof en> = {
  localPreview: "VISTA PREVIA LOCAL",
  steps: {
    uploadImage: "Subir imagen",
    pickColor: "Elegir color",
    transform: "Transformar",
    describeTarget: "Elegir el objeto",
    newItem: "Objeto nuevo",
    uploadRoom: "Subir habitación",
    uploadReference: "Subir referencia",
    replaceElement: "Reemplazar elemento",
    uploadItem1: "Subir objeto 1",
    uploadItem2: "Subir objeto 2",
    design: "Diseñar",
    uploadRoomPhoto: "Subir foto de la habitación",
    uploadFacePhoto: "Subir foto de la cara",
    customizeStyle: "Personalizar estilo",
    roomType: "Tipo de estancia",
    style: "Estilo",
  },
  actions: {
    transform: "Transformar",
    design: "Diseñar",
  },
  slots: {
    photo: "Foto de la habitación",
    room: "Foto de la habitación",
    reference: "Foto de referencia",
    item1: "Objeto 1",
    item2: "Objeto 2",
    roomPhoto: "Foto de la habitación",
    facePhoto: "Foto de la cara",
    inspiration: "Foto de inspiración",
  },
  recolor: {
    name: "Cambiar color",
    shortName: "Color",
    description: "Prueba un nuevo color de pared en tu propia habitación antes de comprar una sola lata de pintura.",
    marketing:
      "Pinta todas las paredes del color que quieras, del greige más suave al azul marino, y " +
      "deja todo lo demás tal cual.",
    colorLabel: "Color de las paredes",
    presets: {
      white: "Blanco",
      offWhite: "Blanco roto",
      cream: "Crema",
      alabaster: "Alabastro",
      lightGray: "Gris claro",
      gray: "Gris",
      coolGray: "Gris frío",
      greige: "Greige",
      taupe: "Topo",
      beige: "Beige",
      charcoal: "Carbón",
      sage: "Salvia",
      oliveGreen: "Verde oliva",
      softBlue: "Azul suave",
      steelBlue: "Azul acero",
      navy: "Azul marino",
      terracotta: "Terracota",
      dustyRose: "Rosa empolvado",
      mustard: "Mostaza",
      cognac: "Coñac",
    },
  },
  "clear-space": {
    name: "Despejar espacio",
    shortName: "Despejar",
    description: "Vacía la habitación de muebles y desorden para verla como un lienzo en blanco.",
    marketing: "Quita muebles, adornos y trastos para ver la habitación vacía, lista para amueblar o vender.",
    removesTitle: "Qué se eliminará",
    removes: {
      furniture: "Muebles",
      decorations: "Decoración",
      clutter: "Desorden",
      personalItems: "Objetos personales",
      lightingFixtures: "Lámparas y apliques",
    },
  },
  "magic-furniture": {
    name: "Muebles mágicos",
    shortName: "Muebles",
    description: "Indica un objeto de tu habitación y describe qué debe ocupar su lugar.",
    marketing: "Señala un sofá, una lámpara o una alfombra y describe qué quieres en su lugar.",
    targetLabel: "¿Qué objeto quieres reemplazar?",
    newItemLabel: "Describe el nuevo objeto",
    quickPicks: {
      sofa: "sofá",
      coffeeTable: "mesa de centro",
      chair: "silla",
      painting: "cuadro",
      lamp: "lámpara",
      rug: "alfombra",
      curtains: "cortinas",
      bookshelf: "estantería",
    },
    suggestions: {
      sofa: [
        "Sofá modular gris moderno de líneas rectas",
        "Sofá de cuero coñac estilo mid-century",
        "Sofá de lino crema con brazos redondeados",
      ],
      table: [
        "Mesa de centro redonda de roble",
        "Mesa de mármol blanco con patas de latón",
        "Mesa rústica de madera recuperada",
      ],
      chair: ["Butaca de terciopelo verde esmeralda", "Sillón escandinavo de madera", "Sillón lounge de cuero negro"],
    },
  },
  "combine-rooms": {
    name: "Reemplazar elemento",
    shortName: "Reemplazar",
    description: "Cambia una pieza de tu habitación por la de una foto de referencia.",
    marketing:
      "Toma una pieza de una foto de referencia y colócala en tu habitación, con la luz y las sombras a juego.",
    elementLabel: "¿Qué elemento quieres reemplazar?",
    elements: {
      sofa: "sofá",
      table: "mesa",
      lamp: "lámpara",
      painting: "cuadro",
      chair: "silla",
      rug: "alfombra",
      curtains: "cortinas",
      other: "otro",
    },
  },
  "interior-designer": {
    name: "Diseñador de interiores",
    shortName: "Diseñador",
    description: "Coloca dos objetos decorativos en tu habitación y sigue afinando el diseño.",
    marketing: "Añade dos objetos de decoración a tu habitación y sigue probando hasta que te convenza.",
    item1DescriptionLabel: "Describe el objeto 1 (opcional)",
    item2DescriptionLabel: "Describe el objeto 2 (opcional)",
  },
  thumbnail: {
    name: "Creador de miniaturas",
    shortName: "Miniaturas",
    description: "Convierte una foto de la habitación y tu cara en una miniatura de vídeo llamativa.",
    marketing:
      "Convierte un cambio de look en una miniatura de vídeo que no se pueda ignorar, con tu " +
      "cara y un título llamativo.",
    titleLabel: "Texto de la miniatura",
    styleLabel: "Estilo",
    styles: {
      youtube: { name: "YouTube", description: "Texto llamativo, colores vivos" },
      professional: { name: "Profesional", description: "Diseño limpio y minimalista" },
      dramatic: { name: "Dramático", description: "Alto contraste, efectos intensos" },
      modern: { name: "Moderno", description: "Aspecto elegante y actual" },
    },
    textSuggestions: [
      "¡TRANSFORMACIÓN INCREÍBLE!",
      "ANTES Y DESPUÉS",
      "REVELACIÓN DE LA REFORMA",
      "¡NO TE LO VAS A CREER!",
    ],
  },
  restyle: {
    name: "Cambiar estilo",
    shortName: "Estilo",
    description: "Mira tu habitación rediseñada en otro estilo de interiorismo, o amueblada si está vacía.",
    marketing:
      "Elige un tipo de estancia y un estilo, del japandi al art déco, o enseña una foto que te " +
      "guste, y mira la habitación entera rediseñada o una estancia vacía amueblada.",
    roomTypeLabel: "Tipo de estancia",
    styleLabel: "Estilo",
    modeLabel: "Modo",
    strengthLabel: "Intensidad",
    roomTitle: "¿Qué tipo de estancia es?",
    roomText: "El tipo de estancia le dice a la IA qué muebles le corresponden.",
    roomGuess: "Lo que vemos en tu foto: {{room}}. Elige otro tipo si no es correcto.",
    styleTitle: "Elige un estilo",
    styleText: "Cada muestra enseña la paleta y los materiales del estilo.",
    fromPhoto: {
      name: "Desde tu foto",
      description: "El estilo de una estancia que te encanta, en una foto.",
      group: "O usa una foto que te guste",
      jump: "¿Tienes la foto de una estancia que te encanta? Usa su estilo",
      uploadText:
        "Una estancia con el estilo que buscas. Se usan sus colores, materiales y muebles, no su distribución.",
    },
    families: {
      modern: "Modernos y limpios",
      natural: "Serenos y naturales",
      classic: "Clásicos y campestres",
      bold: "Atrevidos y con carácter",
    },
    modeTitle: "¿Cómo debe cambiar la estancia?",
    summary: "{{room}} · {{style}} · {{mode}} · {{strength}}",
    tryAnotherStyle: "Probar otro estilo",
    rooms: {
      "living-room": "Salón",
      bedroom: "Dormitorio",
      kitchen: "Cocina",
      bathroom: "Baño",
      "dining-room": "Comedor",
      "home-office": "Despacho",
      "kids-room": "Habitación infantil",
      nursery: "Habitación del bebé",
      entryway: "Recibidor",
      "laundry-room": "Lavadero",
      "walk-in-closet": "Vestidor",
      "game-room": "Sótano o sala de juegos",
      sunroom: "Galería acristalada",
      balcony: "Balcón o terraza",
      patio: "Patio exterior",
    },
    modes: {
      restyle: {
        name: "Rediseñar",
        description: "Mantiene paredes, ventanas y distribución; cambia muebles, materiales y decoración.",
      },
      stage: { name: "Amueblar estancia vacía", description: "Amuebla en ese estilo una estancia vacía o casi vacía." },
    },
    strengths: {
      subtle: { name: "Sutil", description: "Se queda cerca de tu foto." },
      balanced: { name: "Equilibrado", description: "Piezas nuevas con una distribución parecida." },
      bold: { name: "Atrevido", description: "Un cambio completo." },
    },
    styles: {
      japandi: { name: "Japandi", description: "Roble claro, lino y neutros serenos: Japón y el norte de Europa." },
      industrial: { name: "Industrial", description: "Acero negro, ladrillo, hormigón y cuero envejecido." },
      scandinavian: { name: "Escandinavo", description: "Madera clara, paredes blancas y lana, luminoso y acogedor." },
      "mid-century-modern": {
        name: "Moderno de mediados de siglo",
        description: "Nogal, patas cónicas y toques mostaza y verde azulado.",
      },
      modern: { name: "Moderno", description: "Líneas limpias, negro mate y paleta monocroma." },
      minimalist: {
        name: "Minimalista",
        description: "Pocas piezas esenciales, superficies despejadas, blanco suave.",
      },
      bohemian: { name: "Bohemio", description: "Alfombras superpuestas, ratán, plantas y colores tierra." },
      coastal: { name: "Costero", description: "Madera encalada, yute y azules marinos, fresco y soleado." },
      farmhouse: {
        name: "Casa de campo",
        description: "Friso de madera, roble envejecido, hierro negro y verde salvia.",
      },
      traditional: { name: "Tradicional", description: "Madera tallada, tapizados capitoné, burdeos y dorado." },
      "art-deco": { name: "Art déco", description: "Glamur geométrico, terciopelo esmeralda y latón pulido." },
      mediterranean: { name: "Mediterráneo", description: "Paredes encaladas, baldosas de terracota y azul cobalto." },
      rustic: { name: "Rústico", description: "Madera recuperada, piedra y marrones terrosos, como una cabaña." },
      contemporary: { name: "Contemporáneo", description: "Curvas suaves, bouclé y travertino en greige cálido." },
      maximalist: { name: "Maximalista", description: "Terciopelo en tonos joya, papel pintado atrevido y cuadros." },
      tropical: { name: "Tropical", description: "Ratán, bambú, estampados de palmeras y plantas frondosas." },
      glam: { name: "Glamur", description: "Terciopelo, espejos, cristal y dorado sobre azul marino y rosa." },
      biophilic: { name: "Biofílico", description: "Plantas vivas, madera y piedra naturales, verdes hoja." },
      transitional: { name: "Transicional", description: "Formas clásicas, líneas limpias, greige y azul pizarra." },
      futuristic: { name: "Futurista", description: "Curvas blancas esculpidas, cromo y luz LED violeta." },
      "wabi-sabi": { name: "Wabi-sabi", description: "Piezas artesanas e imperfectas, yeso y arcilla terrosa." },
      zen: { name: "Zen", description: "Muebles bajos, bambú, piedra y verde musgo, en calma." },
      southwestern: { name: "Suroeste americano", description: "Adobe, terracota, alfombras tejidas y turquesa." },
      "french-country": {
        name: "Campestre francés",
        description: "Madera pintada, toile, azul francés y amarillo mantequilla.",
      },
      cottage: { name: "Cottage inglés", description: "Chintz floral, madera pintada, rosa y salvia." },
      "shabby-chic": { name: "Shabby chic", description: "Blanco desgastado, lino con volantes y pasteles suaves." },
      neoclassical: { name: "Neoclásico", description: "Mármol, columnas, simetría y toques dorados." },
      victorian: { name: "Victoriano", description: "Madera oscura tallada, terciopelo granate y estampados." },
      moroccan: { name: "Marroquí", description: "Azulejos zellige, faroles de latón, azafrán e índigo." },
      retro: { name: "Retro años 70", description: "Alfombras shaggy, pana, naranja tostado y verde aguacate." },
      memphis: { name: "Memphis", description: "Formas lúdicas, garabatos, rosa intenso y amarillo limón." },
      "dark-academia": { name: "Dark academia", description: "Librerías, cuero coñac y verde botella." },
    },
  },
  errors: {
    /** Shown by the wizards before any call when the balance is below the cost. */
    requiresCredits: "Créditos insuficientes. Esta operación requiere {{count}} créditos.",
    insufficientCredits: "Créditos insuficientes. Compra más créditos para continuar.",
    fileTooLarge: "{{field}}: la imagen supera los {{maxUploadMb}} MB. Sube una imagen más pequeña.",
    bodyTooLarge: "La solicitud supera el límite de {{maxUploadMb}} MB por imagen.",
    unsupportedImage: "{{field}}: imagen no admitida. Formatos permitidos: PNG, JPG, JPEG, WebP.",
    invalidBase64: "{{field}}: los datos de la imagen no son base64 válido.",
    imageDimensions:
      "{{field}}: la imagen mide {{width}}×{{height}} píxeles; el límite es {{maxImageSide}} " +
      "píxeles por lado y {{maxMegapixels}} megapíxeles.",
    imageOverSide:
      "{{field}}: la imagen mide {{width}}×{{height}} píxeles; esta cuenta guarda fotos de hasta {{maxSide}} " +
      "píxeles en el lado mayor (Premium conserva la resolución completa). No se cobró nada. " +
      "Sube una imagen más pequeña.",
    imageUnscalable:
      "{{field}}: no se pudo leer la imagen para reducirla a {{maxSide}} píxeles. No se cobró nada. " +
      "Sube otra copia.",
    imageIncomplete:
      "{{field}}: la imagen está dañada o incompleta (sus datos terminan antes de tiempo). Sube otra copia.",
    imageUnreadable:
      "{{field}}: la imagen está dañada o incompleta y no se pudo leer. Te devolvimos tus " +
      "{{credits}} créditos. Sube otra copia.",
    notARoom:
      "Esta foto no parece una habitación. RoomMuse rediseña habitaciones y espacios, interiores o " +
      "exteriores: elige una foto de uno. No se te cobró nada.",
    modelFailed: "No se pudo generar la imagen. Te devolvimos tus {{credits}} créditos. Inténtalo de nuevo.",
    modelRefused:
      "El servicio de imágenes rechazó esta foto o petición por sus normas de seguridad. Te devolvimos tus " +
      "{{credits}} créditos. Prueba con otra foto u otras palabras.",
    modelBusy:
      "El servicio de imágenes está saturado en este momento. Te devolvimos tus {{credits}} créditos. " +
      "Inténtalo de nuevo en un momento.",
    modelBusyMinutes_one:
      "El servicio de imágenes está saturado en este momento. Te devolvimos tus {{credits}} créditos. " +
      "Inténtalo de nuevo dentro de {{count}} minuto.",
    modelBusyMinutes_other:
      "El servicio de imágenes está saturado en este momento. Te devolvimos tus {{credits}} créditos. " +
      "Inténtalo de nuevo dentro de {{count}} minutos.",
    modelBusyLater:
      "El servicio de imágenes estará saturado un buen rato. Te devolvimos tus {{credits}} créditos. " +
      "Inténtalo de nuevo más tarde.",
    modelUnavailable:
      "La generación de imágenes está en pausa por un problema nuestro, no de tu foto. Te devolvimos tus " +
      "{{credits}} créditos. Inténtalo de nuevo más tarde.",
    modelTimeout: "La imagen tardó demasiado en generarse. Te devolvimos tus {{credits}} créditos. Inténtalo de nuevo.",
    storageFailed: "No se pudo guardar el resultado. Te devolvimos tus {{credits}} créditos. Inténtalo de nuevo.",
    notStarted: "No se pudo iniciar la generación y no se gastó ningún crédito. Inténtalo de nuevo.",
    refundPending:
      "La generación falló. No pudimos devolverte tus {{credits}} créditos en este momento; " +
      "se te devolverán automáticamente en unos minutos.",
    accountDeleted: "Esta cuenta se eliminó mientras se generaba la imagen. No se guardó nada.",
    draftNotFound: "No hay ninguna foto guardada aquí.",
    generationNotFound: "No existe ninguna generación con este id.",
  },
};
export default tools;
