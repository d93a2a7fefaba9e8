import type en from "../en/site";
import type { Translation } from "../types";

const site: Translation<typeof en> = {
  nav: {
    label: "Principal",
    features: "Funciones",
    tools: "Herramientas",
    reviews: "Opiniones",
    pricing: "Precios",
    about: "Nosotros",
    contact: "Contacto",
    getStarted: "Comienza ahora",
    signIn: "Iniciar sesión",
    /** A signed-in visitor's way into the app, wherever the public pages offer sign-up. */
    openApp: "Abrir RoomMuse",
    menu: "Menú",
  },
  footer: {
    about:
      "RoomMuse te enseña tu habitación redecorada a partir de una sola foto: paredes de otro " +
      "color, un espacio despejado o muebles nuevos, antes de gastar un céntimo en pintura o en " +
      "envíos.",
    product: "Producto",
    company: "Empresa",
    legal: "Legal",
    aboutUs: "Quiénes somos",
    contact: "Contacto",
    faq: "Preguntas frecuentes",
    terms: "Términos del servicio",
    privacy: "Política de privacidad",
    security: "Seguridad",
    dataDeletion: "Eliminación de datos",
    rights: "© {{year}} RoomMuse. Todos los derechos reservados.",
    credits: "Los créditos no caducan. Sin suscripción.",
  },
  beforeAfter: {
    before: "Antes",
    after: "Después",
    compare: "Arrastra para comparar el antes y el después",
    caption: "{{room}} con el estilo {{style}}. Arrastra el control para comparar.",
  },
  images: {
    heroBefore:
      "Un salón apagado con papel pintado beis de rayas, un sofá marrón gastado y cajas de mudanza en el suelo",
    heroAfter:
      "El mismo salón con el estilo {{style}}: paredes verde azulado, un sofá terracota, una alfombra " +
      "mostaza, una mesa de centro de madera, una lámpara de pie y una planta",
    recolorBefore: "Un salón con paredes beis y un sofá azul",
    recolorAfter: "El mismo salón con las paredes pintadas de verde salvia",
    clearBefore: "Una habitación desordenada con un sofá viejo, cajas, un cesto de ropa y prendas por el suelo",
    clearAfter: "La misma habitación vacía y limpia, con las paredes despejadas y un suelo de madera luminoso",
    furnitureBefore: "Una habitación con un sofá marrón anticuado",
    furnitureAfter: "La misma habitación con un sofá moderno color terracota, una mesa de centro y una lámpara de pie",
  },
  photos: {
    before: "Antes de {{tool}}: la habitación tal como se fotografió",
    after: "Después de {{tool}}: la misma habitación, tal como la hizo RoomMuse",
    restyleBefore: "{{room}} antes de {{tool}}, tal como se fotografió",
    restyleAfter: "La misma habitación después de {{tool}}, con el estilo {{style}}, tal como la hizo RoomMuse",
  },
  examples: {
    eyebrow: "Ejemplos",
    title: "Mira en qué puede convertirse una foto",
    subtitle: "La misma habitación, antes y después de usar una sola herramienta de RoomMuse.",
    restyle: {
      title: "Cambia el estilo de toda la habitación",
      text:
        "Elige el tipo de habitación y un estilo: las paredes, las ventanas y la distribución se " +
        "quedan, y todo lo demás se rediseña.",
    },
    recolor: {
      title: "Pinta tus paredes",
      text: "Prueba cualquier color en tus paredes de verdad, con tu luz y tus muebles.",
    },
    clear: {
      title: "Despeja el espacio",
      text: "Mira la habitación vacía, lista para amueblar, vender o empezar de cero.",
    },
    furniture: {
      title: "Cambia los muebles",
      text: "Describe el sofá que quieres y míralo en el lugar del que tienes.",
    },
  },
  landing: {
    meta: {
      title: "RoomMuse — Cambia el estilo de cualquier habitación con IA",
      description:
        "Sube una foto de tu habitación y mírala en segundos con uno de {{styles}} estilos de interiorismo, " +
        "o con otro color, despejada o con muebles nuevos. Paga solo lo que uses con créditos que nunca caducan.",
    },
    hero: {
      eyebrow: "{{tool}}: {{rooms}} tipos de habitación, {{styles}} estilos",
      title: "Tu habitación, con otro estilo en segundos",
      subtitle:
        "Sube una foto, elige un estilo y {{tool}} rediseña toda la habitación, sin tocar paredes, " +
        "ventanas ni distribución. O solo pinta las paredes, quita el desorden o cambia el sofá.",
      primaryCta: "Empieza a decorar gratis",
      secondaryCta: "Ver los {{styles}} estilos",
      note: "{{credits}} créditos gratis al registrarte. Sin tarjeta.",
    },
    stats: {
      label: "RoomMuse en cifras",
      rooms: "+10.000",
      roomsLabel: "habitaciones decoradas",
      speed: "5 s",
      speedLabel: "por resultado",
      risk: "100 %",
      riskLabel: "vista previa sin riesgo",
    },
    restyle: {
      title: "{{styles}} estilos para {{rooms}} tipos de habitación",
      subtitle:
        "Cambia el estilo de una habitación amueblada, o amuebla una vacía, con el estilo que elijas o con " +
        "el de una foto que te encante. ¿Dudas? Prueba otro estilo en la misma foto con un clic.",
      rooms: "{{rooms}} tipos de habitación",
      styles: "{{styles}} estilos",
      cta: "Cambia el estilo de tu habitación",
    },
    features: {
      eyebrow: "Funciones",
      title: "Todo lo que necesitas para imaginar el cambio",
      subtitle: "Prueba ideas en la habitación en la que vives, no en la foto de un catálogo.",
      realistic: {
        title: "Resultados fotorrealistas",
        text: "La luz, las sombras y la perspectiva se respetan, así que el resultado parece tu casa y no un render.",
      },
      fast: {
        title: "Resultados en segundos",
        text: "Sin esperar la propuesta de un diseñador. Prueba un color, cambia de idea y prueba otro.",
      },
      layout: {
        title: "Solo cambia lo que pides",
        text: "Si pintas las paredes, el sofá se queda donde está. Si cambias el sofá, las paredes siguen igual.",
      },
      credits: {
        title: "Paga por uso",
        text: "Sin suscripción. Compras un paquete de créditos una vez y lo usas cuando quieras: no caducan nunca.",
      },
      phone: {
        title: "Pensado para el móvil",
        text: "Haz la foto, transfórmala y guárdala sin salir de la habitación.",
      },
      private: {
        title: "Privado por defecto",
        text: "Tus fotos se quedan en tu cuenta. Bórralas, o borra la cuenta entera, cuando quieras.",
      },
    },
    tools: {
      eyebrow: "Herramientas",
      title: "Siete herramientas, una sola foto",
      subtitle: "Cada herramienta muestra su precio desde el principio. Solo gastas créditos en resultados.",
      cost: "{{count}} créditos",
      perUse: "por transformación",
    },
    how: {
      eyebrow: "Cómo funciona",
      title: "De la foto a tu nueva habitación en tres pasos",
      step: "Paso {{number}}",
      upload: {
        title: "Sube una foto",
        text: "Haz una foto de cualquier habitación con el móvil o elige una que ya tengas. Sirven PNG, JPG y WebP.",
      },
      choose: {
        title: "Elige un cambio",
        text: "Escoge un color de pared, describe el mueble que quieres o deja la habitación despejada.",
      },
      save: {
        title: "Guarda tu nueva habitación",
        text: "El resultado aparece en segundos. Guárdalo, compártelo o sigue probando.",
      },
    },
    testimonials: {
      eyebrow: "Opiniones",
      title: "Gente que dejó de adivinar",
      rating: "Valoración de 5 sobre 5",
      maria: {
        quote:
          "Dudaba entre tres verdes para el salón. Diez minutos con RoomMuse y lo tuve claro. Pinté una vez, no tres.",
        name: "María G.",
        role: "Propietaria, Valencia",
      },
      james: {
        quote:
          "Quito el desorden de las fotos de los pisos antes incluso de reservar la sesión. Por fin " +
          "los vendedores ven lo que verán los compradores.",
        name: "James O.",
        role: "Agente inmobiliario",
      },
      aisha: {
        quote:
          "Mi casero no me deja pintar, así que probé todos los colores en RoomMuse. Al menos ya sé " +
          "qué haré en mi próximo piso.",
        name: "Aisha K.",
        role: "Inquilina",
      },
      lucas: {
        quote:
          "Enseño a mis clientes dos o tres versiones de su salón en la primera reunión. Me ahorra " +
          "una ronda entera de cambios.",
        name: "Lucas M.",
        role: "Estilista de interiores",
      },
    },
    pricing: {
      eyebrow: "Precios",
      title: "Créditos sencillos, sin suscripción",
      subtitle:
        "{{cost}} créditos = 1 transformación. Compras una vez y los usas cuando quieras: los créditos no caducan.",
      paidBilling: "pago único",
      paidCta: "Comprar {{name}}",
      free: {
        billing: "al registrarte",
        cta: "Empieza gratis",
        welcome: "Bono de bienvenida, una vez por cuenta",
        allTools: "Las siete herramientas",
        noCard: "Sin tarjeta",
      },
    },
    faq: {
      eyebrow: "Preguntas frecuentes",
      title: "Resolvemos tus dudas",
      how: {
        q: "¿Cómo funciona RoomMuse?",
        a:
          "Sube una foto de una habitación y elige qué cambiar: el color de las paredes, el " +
          "desorden, un mueble o la decoración que quieres colocar. Un modelo de IA edita tu foto y " +
          "deja todo lo demás como estaba, así que ves tu propia habitación con el cambio hecho.",
      },
      credits: {
        q: "¿Cómo funcionan los créditos?",
        a:
          "Cada transformación cuesta entre {{min}} y {{max}} créditos según la herramienta, y cada " +
          "una te dice su precio antes de empezar. Al registrarte recibes {{free}} créditos gratis " +
          "y, si una transformación falla por nuestra parte, te devolvemos los créditos " +
          "automáticamente.",
      },
      expire: {
        q: "¿Caducan los créditos? ¿Hay suscripción?",
        a:
          "Ni una cosa ni la otra. Compras un paquete una vez y los créditos se quedan en tu cuenta " +
          "hasta que los uses. No hay nada que cancelar.",
      },
      quality: {
        q: "¿Qué fotos puedo subir y qué calidad tienen los resultados?",
        a:
          "Fotos PNG, JPG o WebP de hasta {{maxUploadMb}} MB. Una foto bien iluminada y tomada de " +
          "frente da los mejores resultados. Todas las cuentas reciben resultados de hasta 2K. Con " +
          "Premium: {{premium}}.",
      },
      privacy: {
        q: "¿Quién puede ver mis fotos?",
        a:
          "Solo tú. Tus fotos y resultados se guardan en tu cuenta y solo se usan para hacer tus " +
          "transformaciones. Puedes eliminar tu cuenta y todas sus imágenes cuando quieras.",
      },
      risk: {
        q: "¿Qué significa «vista previa sin riesgo»?",
        a:
          "Ves el color nuevo o el sofá nuevo en tu propia habitación antes de comprar un solo bote " +
          "de pintura o un solo mueble. Prueba todas las ideas que quieras: solo te comprometes con " +
          "el resultado que te enamore.",
      },
    },
    cta: {
      title: "Tu próxima habitación está a una foto de distancia",
      text:
        "Regístrate en segundos y llévate {{credits}} créditos gratis: {{count}} transformaciones " +
        "por nuestra cuenta.",
      button: "Empieza a decorar gratis",
    },
  },
  designStudio: {
    meta: {
      title: "RoomMuse para interioristas y home stagers — Enseña la habitación terminada",
      description:
        "Cambia el estilo de la foto de un cliente a uno de {{styles}} estilos de interiorismo, o amuebla " +
        "una habitación vacía, en segundos. Enseña la habitación terminada en la primera reunión.",
    },
    hero: {
      eyebrow: "Para interioristas, home stagers y agentes",
      title: "Enseña a tus clientes la habitación terminada en la primera reunión",
      subtitle:
        "Con {{tool}}, una foto de la visita cambia de estilo antes de que se enfríe el café: hasta " +
        "{{options}} opciones en una sola ejecución para comparar una junto a otra, y otro de los {{styles}} " +
        "estilos en la misma foto con un clic. Cambia muebles, pinta paredes y quita el desorden, todo desde " +
        "una imagen.",
    },
  },
  homeDecoration: {
    meta: {
      title: "RoomMuse para tu casa — Redecora sin adivinar",
      description:
        "Mira tu propia habitación con uno de {{styles}} estilos de interiorismo, o prueba colores de " +
        "pintura, muebles nuevos y un espacio despejado, antes de gastar un céntimo.",
    },
    hero: {
      eyebrow: "Para propietarios e inquilinos",
      title: "Redecora tu casa sin jugártela",
      subtitle:
        "¿Japandi o rústico? ¿Cabrá el sofá nuevo? {{tool}} te enseña una foto de tu propia habitación " +
        "con el estilo que elijas, o con otro color de pared, antes de gastar un céntimo.",
    },
  },
  about: {
    meta: {
      title: "Sobre RoomMuse — Sabemos que cuesta decidir",
      description:
        "Por qué creamos RoomMuse: para que cualquiera pueda ver su habitación redecorada antes de " +
        "comprometerse con pintura, muebles o un interiorista.",
    },
    eyebrow: "Sobre RoomMuse",
    title: "Sabemos que cuesta decidir",
    intro:
      "Las muestras de pintura son diminutas, las tiendas tienen una luz perfecta y el sofá " +
      "siempre parece más pequeño en la exposición. Casi todos acabamos decidiendo a ciegas y " +
      "convivimos con esa decisión durante años. Creamos RoomMuse para que veas el cambio en tu " +
      "propia habitación antes de hacerlo.",
    solution: {
      title: "Nuestra solución",
      subtitle: "Una foto de tu habitación y una IA que cambia solo lo que le pides.",
    },
    mission: {
      title: "Nuestra misión",
      text:
        "Que cualquiera pueda decidir con seguridad cómo será su casa, no solo quien puede " +
        "contratar a un interiorista.",
      confidence: {
        title: "Seguridad antes de decidir",
        text: "Deberías ver el resultado antes de pagar pintura, muebles o mano de obra.",
      },
      honest: {
        title: "Precios honestos",
        text: "Precios claros por transformación, sin suscripción y con créditos que no caducan.",
      },
      privacy: {
        title: "Tus fotos son tuyas",
        text: "Solo usamos tus fotos para crear tus resultados, y puedes borrarlo todo cuando quieras.",
      },
      everyone: {
        title: "Diseño para todos",
        text: "Inquilinos, propietarios, agentes e interioristas, en español y en inglés, desde cualquier móvil.",
      },
    },
    cta: {
      title: "¿Quieres ver tu habitación?",
      text: "Empieza con {{credits}} créditos gratis.",
      button: "Abrir RoomMuse",
    },
  },
  contact: {
    meta: {
      title: "Contacta con RoomMuse — Estamos para ayudarte",
      description:
        "Escribe al equipo de RoomMuse sobre tu cuenta, tus créditos, un pago, un resultado o tus " +
        "datos. Respondemos en menos de 24 horas en días laborables.",
    },
    eyebrow: "Contacto",
    title: "Estamos para ayudarte",
    intro: "¿Dudas con tu cuenta, un pago o un resultado? Escríbenos y te responderá una persona de verdad.",
    email: {
      title: "Escríbenos",
      text: "La forma más rápida de hablar con nosotros.",
      button: "Enviar un correo",
      response: "Respondemos en menos de 24 horas en días laborables.",
    },
    topics: {
      title: "En qué te podemos ayudar",
      account: {
        title: "Cuenta e inicio de sesión",
        text: "Enlaces mágicos, acceso con Google o Facebook, cambio de correo.",
      },
      billing: { title: "Créditos y pagos", text: "Compras, recibos y créditos que no llegaron." },
      results: {
        title: "Resultados y herramientas",
        text: "Consejos para hacer mejores fotos, o un resultado que no salió bien.",
      },
      privacy: { title: "Privacidad y tus datos", text: "Descargar o eliminar tus datos y tu cuenta." },
    },
    social: {
      title: "Síguenos",
      comingSoon: "Próximamente",
      instagram: "Instagram",
      pinterest: "Pinterest",
      tiktok: "TikTok",
    },
    faq: { text: "¿Buscas una respuesta rápida?", link: "Lee las preguntas frecuentes" },
  },
};
export default site;
