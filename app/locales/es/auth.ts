import type en from "../en/auth";
import type { Translation } from "../types";

const auth: Translation<typeof en> = {
  meta: {
    title: "Iniciar sesión — RoomMuse",
    description: "Entra en RoomMuse con un enlace mágico, Google o Facebook. Sin contraseñas.",
  },
  title: "Inicia sesión en RoomMuse",
  subtitle: "Sin contraseña. Elige cómo continuar.",
  welcomeBonus:
    "¿Eres nuevo? Tu primer inicio de sesión incluye {{credits}} créditos gratis, suficientes " +
    "para {{transformations}} transformaciones.",
  providers: {
    google: "Continuar con Google",
    facebook: "Continuar con Facebook",
    googleNotSetUp: "El inicio de sesión con Google no está configurado",
    facebookNotSetUp: "El inicio de sesión con Facebook no está configurado",
  },
  consent: {
    before: "Al continuar, aceptas los ",
    terms: "Términos",
    between: " y la ",
    privacy: "Política de privacidad",
    after: ".",
  },
  or: "o",
  form: {
    emailLabel: "Correo electrónico",
    emailPlaceholder: "tu@ejemplo.com",
    send: "Enviar enlace mágico",
    sending: "Enviando...",
  },
  reauth:
    "Por tu seguridad, vuelve a iniciar sesión para eliminar tu cuenta. " +
    "Lo pedimos cuando tu último inicio de sesión tiene más de {{minutes}} minutos.",
  errors: {
    emailRequired: "Introduce tu correo electrónico",
    emailInvalid: "Introduce un correo electrónico válido",
    sendFailed: "No se pudo enviar el enlace mágico. Inténtalo de nuevo.",
    googleFailed: "Falló el inicio de sesión con Google",
    facebookFailed: "Falló el inicio de sesión con Facebook",
    rateLimited_one: "Se pidieron demasiados enlaces de acceso. Podrás pedir otro dentro de {{count}} minuto.",
    rateLimited_other: "Se pidieron demasiados enlaces de acceso. Podrás pedir otro dentro de {{count}} minutos.",
  },
  sent: {
    title: "Revisa tu correo",
    text: "Enviamos un enlace mágico a {{email}}. Ábrelo en este dispositivo para entrar.",
    expires: "El enlace caduca en 24 horas.",
    spam: "¿No lo ves? Revisa la carpeta de spam.",
    different: "Usar otro correo",
  },
  steps: {
    title: "Cómo funciona",
    one: {
      title: "Escribe tu correo",
      providers: {
        both: "O continúa con Google o Facebook.",
        google: "O continúa con Google.",
        facebook: "O continúa con Facebook.",
      },
    },
    two: {
      title: "Abre el enlace mágico",
      text: "Te enviamos un enlace seguro que inicia tu sesión. Sin contraseñas que recordar.",
    },
    three: { title: "Empieza a decorar", text: "Sube una foto de tu habitación y mírala transformada en segundos." },
  },
  callback: {
    failedTitle: "Error de autenticación",
    failedText: "No pudimos confirmar este inicio de sesión, así que no entraste. Tu cuenta no cambió.",
    redirecting: "Te llevamos de vuelta al inicio de sesión en 3 segundos…",
    backToSignIn: "Volver a iniciar sesión",
    extensionOutdated:
      "Esta versión de la extensión de RoomMuse ya no puede iniciar sesión. Actualiza la extensión y " +
      "vuelve a intentarlo.",
    extensionUnknown: "Esta extensión no es una de las que RoomMuse conoce, así que no puede entrar en tu cuenta.",
    connectTitle: "¿Conectar {{extension}}?",
    connectText: "Si continúas, {{extension}} podrá usar tu cuenta {{email}}: tus créditos, imágenes y compras.",
    connectWarning:
      "Continúa solo si acabas de empezar tú a iniciar sesión desde {{extension}} en este navegador. " +
      "Si te trajo aquí un enlace o un mensaje, elige Ahora no.",
    clients: {
      chrome: "la extensión de RoomMuse para Chrome",
      firefox: "la extensión de RoomMuse para Firefox",
      edge: "la extensión de RoomMuse para Edge",
    },
    connectButton: "Conectar extensión",
    connectCancel: "Ahora no",
    signingIn: "Iniciando sesión…",
  },
  magic: {
    title: "Termina de iniciar sesión",
    text: "Continúa en RoomMuse como {{email}}.",
    button: "Iniciar sesión",
    problemTitle: "Este enlace no se puede usar",
    used: "Este enlace de inicio de sesión ya se usó. Cada enlace funciona una sola vez.",
    expired: "Este enlace de inicio de sesión caducó. Los enlaces valen 24 horas.",
    invalid: "Este enlace de inicio de sesión no es válido. Puede que se haya copiado incompleto.",
    getNew: "Pedir un enlace nuevo",
    alreadySignedIn: "Ya iniciaste sesión",
    continue: "Continuar a RoomMuse",
  },
  email: {
    subject: "Tu enlace para entrar en RoomMuse",
    heading: "Inicia sesión en RoomMuse",
    intro: "Pulsa el botón para iniciar sesión. El enlace caduca en 24 horas y funciona una sola vez.",
    button: "Entrar en RoomMuse",
    fallback: "O pega esta dirección en tu navegador:",
    ignore: "Si no pediste iniciar sesión, puedes ignorar este correo.",
  },
  credits: "créditos",
  signOut: "Cerrar sesión",
  api: {
    crossSite: "Esta solicitud debe venir del sitio de RoomMuse.",
    invalidRefreshToken: "Tu sesión terminó. Vuelve a iniciar sesión.",
    invalidState: "El state debe ser un valor aleatorio de al menos 128 bits (32 o más caracteres seguros para URL).",
    handoffNotFound: "No hay ninguna sesión esperando para este state. Puede que haya caducado o que ya se haya leído.",
    handoffExists: "Ya se entregó una sesión para este state.",
    tokenMismatch: "El token de acceso no pertenece al usuario con la sesión iniciada.",
    reauthRequired:
      "Vuelve a iniciar sesión para eliminar tu cuenta: tu último inicio de sesión tiene más de {{minutes}} minutos.",
    invalidCodeChallenge: "code_challenge debe ser el reto S256 de un code verifier (43 caracteres base64url).",
    invalidCodeVerifier: "Envía el code verifier (de 43 a 128 caracteres) en la cabecera Code-Verifier.",
    unknownClient: "client debe ser el id de una extensión de RoomMuse registrada en este servidor.",
    invalidRedirectUri:
      "redirect_uri debe ser la URI de redirección propia de la extensión, tal como la da " +
      "identity.getRedirectURL() en su navegador.",
    invalidHandoffCode: "Envía el code de la URI de redirección de la extensión en el parámetro code.",
    extensionUpdateRequired:
      "Esta versión de la extensión está desactualizada y ya no puede iniciar sesión: actualízala. Ahora una " +
      "entrega empieza con code_challenge y client, y se lee con el code enviado a la URI de redirección de la " +
      "extensión y la cabecera Code-Verifier.",
  },
  mailbox: {
    title: "Buzón de desarrollo",
    intro:
      "Correos que envía la aplicación mientras no hay un proveedor de correo configurado. Solo " +
      "disponible fuera de producción.",
    empty: "Todavía no hay mensajes.",
    to: "Para",
    sentAt: "Enviado",
  },
};
export default auth;
