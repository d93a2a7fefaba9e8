import type en from "../en/account";
import type { Translation } from "../types";

/** The Spanish deletion page is the product's original text (docs/product-rules.md). */
const account: Translation<typeof en> = {
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
