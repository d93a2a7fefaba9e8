import type en from "../en/common";
import type { Translation } from "../types";

const common: Translation<typeof en> = {
  brand: "RoomMuse",
  /** A page's <title>: what it is, then the product. */
  pageTitle: "{{page}} — RoomMuse",
  tagline: "Diseño de interiores con IA",
  loading: "Cargando...",
  skipToContent: "Saltar al contenido",
  language: {
    label: "Idioma",
    en: "English",
    es: "Español",
  },
  nav: {
    signIn: "Iniciar sesión",
    getStarted: "Empezar",
    dashboard: "Panel",
  },
  errors: {
    notFoundTitle: "No encontramos esta página",
    notFoundText: "Puede que se haya movido o que la dirección tenga un error.",
    errorTitle: "Algo salió mal",
    errorText: "Un error inesperado detuvo esta página. Vuelve a intentarlo en un momento.",
    backHome: "Volver al inicio",
    tryAgain: "Reintentar",
    backToDashboard: "Volver al panel",
    crossSiteTitle: "Este formulario vino de otro sitio",
    crossSiteText:
      "Por tu seguridad solo aceptamos formularios enviados desde las páginas de RoomMuse. " +
      "Vuelve a RoomMuse e inténtalo allí.",
    tooLargeTitle: "Era demasiado para enviar",
    tooLargeText: "La solicitud supera lo que RoomMuse acepta. Cada imagen puede ocupar hasta {{maxUploadMb}} MB.",
    badRequestTitle: "No pudimos leer ese formulario",
    badRequestText: "El formulario llegó dañado o incompleto. Vuelve atrás, recarga la página y envíalo de nuevo.",
  },
  network: {
    offline: "Sin conexión a internet - revisa tu red",
    timeout: "La solicitud tardó demasiado - revisa tu conexión e inténtalo de nuevo",
    unreachable: "No se puede conectar con el servidor. Revisa tu conexión.",
  },
  api: {
    notFound: "No existe ningún endpoint de la API en {{path}}.",
    methodNotAllowed: "Este endpoint no acepta solicitudes {{method}}.",
    invalidInput: "La solicitud no es válida: {{problems}}",
    invalidJson: "El cuerpo de la solicitud debe ser JSON válido.",
    badRequest: "No se pudo procesar la solicitud.",
    internal: "Ocurrió un error inesperado. Inténtalo de nuevo.",
    rateLimited: "Demasiadas solicitudes. Espera un momento antes de volver a intentarlo.",
    unauthorized: "Error de autenticación. Actualiza la página e inténtalo de nuevo.",
    payloadTooLarge: "El cuerpo de la solicitud supera lo que acepta este endpoint ({{limit}} bytes).",
    unsupportedMediaType: "Este endpoint solo acepta JSON: envía Content-Type: application/json.",
    issues: {
      required: "Obligatorio",
      text: "Debe ser texto",
      type: "Se esperaba {{expected}} y llegó {{received}}",
      blank: "No puede estar vacío",
      tooShort_one: "Debe tener al menos {{count}} carácter",
      tooShort_other: "Debe tener al menos {{count}} caracteres",
      tooLong_one: "Debe tener como máximo {{count}} carácter",
      tooLong_other: "Debe tener como máximo {{count}} caracteres",
      atLeast: "Debe ser como mínimo {{min}}",
      atMost: "Debe ser como máximo {{max}}",
      tooFew_one: "Debe tener al menos {{count}} elemento",
      tooFew_other: "Debe tener al menos {{count}} elementos",
      tooMany_one: "Debe tener como máximo {{count}} elemento",
      tooMany_other: "Debe tener como máximo {{count}} elementos",
      oneOf: "Debe ser uno de estos valores: {{options}}",
      format: "Debe ser un {{format}} válido",
      unknownKeys: "Campos desconocidos: {{keys}}",
      base64: "Base64 no válido",
      cursor: "Cursor no válido",
      invalid: "Valor no válido",
    },
  },
};
export default common;
