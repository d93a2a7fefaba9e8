import type en from "../en/account";
import type { Translation } from "../types";

/** The Spanish deletion page is the product's original text (docs/product-rules.md). */
const account: Translation<typeof en> = {
  page: {
    meta: {
      title: "Cuenta — RoomMuse",
      description: "Tu perfil de RoomMuse, tus métodos de inicio de sesión, tus compras y tus datos.",
    },
    title: "Cuenta",
    subtitle: "Tu perfil, cómo inicias sesión, lo que compraste y tus datos.",
    profile: {
      title: "Perfil",
      email: "Correo electrónico",
      memberSince: "Miembro desde el",
      noName: "Aún sin nombre",
    },
    name: {
      label: "Nombre visible",
      hint: "Se muestra en el menú de la aplicación. Hasta {{max}} caracteres.",
      save: "Guardar nombre",
      saving: "Guardando…",
      saved: "Tu nombre se guardó.",
      errors: {
        required: "Escribe un nombre visible.",
        tooLong: "Usa {{max}} caracteres o menos en tu nombre visible.",
        characters: "Tu nombre visible no puede contener caracteres ocultos ni < >.",
      },
    },
    methods: {
      title: "Métodos de inicio de sesión",
      intro: "Las formas en que puedes iniciar sesión en esta cuenta.",
      names: { email: "Enlace por correo", google: "Google", facebook: "Facebook" },
      emailDetail: "Un enlace de un solo uso enviado a {{email}}. Siempre disponible.",
      linked: "Vinculado",
      lastUsed: "Último uso:",
    },
    purchases: {
      title: "Compras",
      empty: "Todavía no compraste nada. Los créditos que compres aparecerán aquí con los datos del recibo.",
      buy: "Comprar créditos",
      pack: "Paquete",
      date: "Fecha",
      amount: "Importe",
      credits: "Créditos",
      status: "Estado",
      packName: "Paquete {{name}}",
      unknownPack: "Paquete de créditos",
      creditsCount: "{{count}} créditos",
      unknownAmount: "—",
      statuses: {
        paid: "Pagado",
        partially_refunded: "Reembolsado en parte",
        refunded: "Reembolsado",
        disputed: "En disputa",
      },
      takenBack_one: "{{count}} crédito descontado",
      takenBack_other: "{{count}} créditos descontados",
    },
    data: {
      title: "Tus datos",
      intro:
        "Descarga una copia de todo lo que guarda tu cuenta: un ZIP con tu perfil, tus métodos de inicio " +
        "de sesión, tus compras, tu historial de créditos y tus diseños (en JSON), además de cada foto que " +
        "subiste y cada resultado.",
      download: "Descargar mis datos (ZIP)",
    },
    sessions: {
      title: "Cerrar sesión en todas partes",
      intro:
        "Cierra todas las sesiones en todos tus dispositivos y navegadores, incluidas las aplicaciones y la " +
        "extensión del navegador. También tendrás que volver a iniciar sesión aquí.",
      button: "Cerrar sesión en todas partes",
    },
    danger: {
      title: "Eliminar la cuenta",
      intro: "Elimina para siempre tu cuenta, tus créditos y todos tus diseños.",
    },
  },
  delete: {
    meta: {
      title: "Eliminar mi cuenta y datos — RoomMuse",
      description: "Elimina de forma permanente tu cuenta de RoomMuse y todos sus datos.",
    },
    menuLabel: "Eliminar mi cuenta y datos",
    title: "Eliminar mi cuenta y datos",
    intro: "Puedes eliminar tu cuenta de RoomMuse y sus datos en cualquier momento desde esta página.",
    irreversible: "La eliminación es irreversible: una vez confirmada, no podrás recuperar tu cuenta ni tus datos.",
    whatTitle: "Qué se elimina",
    what: {
      profile: "Tu perfil y tu saldo de créditos (los créditos sin usar se pierden).",
      transactions: "Tu historial de transacciones de créditos.",
      generations:
        "Tus generaciones de imágenes y sus asociaciones con tu cuenta, incluidas las fotos subidas y los resultados.",
      sessions: "Todas las sesiones abiertas en tus dispositivos.",
    },
    timingTitle: "Plazos",
    timing:
      "La eliminación se procesa en un plazo de 7 días hábiles. Las copias de seguridad se " +
      "conservan entre 30 y 90 días antes de borrarse.",
    support: "¿Dudas? Escríbenos a",
    confirm: "¿Eliminar tu cuenta y todos tus datos? Esta acción es permanente.",
    button: "Eliminar mi cuenta",
    busy: "Eliminando…",
    failed: "No se pudo eliminar la cuenta",
    cancel: "Conservar mi cuenta",
    confirmStep: {
      title: "¿Eliminar tu cuenta definitivamente?",
      intro: "Al confirmar, se eliminan tu cuenta y los datos que aparecen abajo. No podrás deshacerlo.",
      button: "Confirmar eliminación",
      cancel: "Cancelar",
    },
  },
};
export default account;
