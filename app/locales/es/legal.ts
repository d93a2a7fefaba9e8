import type { LegalTexts } from "../en/legal";

const legal: LegalTexts = {
  updated: "Última actualización: {{date}}",
  contents: "En esta página",
  otherPages: "Documentos legales",
  terms: {
    meta: {
      title: "Términos del servicio — RoomMuse",
      description:
        "Las normas de uso de RoomMuse: cuentas, créditos prepago, tus fotos y resultados, y cómo " +
        "puede terminar el acuerdo cualquiera de las partes.",
    },
    title: "Términos del servicio",
    intro:
      "Estos términos son el acuerdo entre tú y RoomMuse cuando usas nuestra web y nuestra app " +
      "para transformar fotos de habitaciones con IA. Léelos con calma: al crear una cuenta, los " +
      "aceptas.",
    sections: [
      {
        id: "service",
        title: "1. El servicio",
        paragraphs: [
          "RoomMuse te permite subir una foto de una habitación para que un modelo de IA la " +
            "transforme: pintar las paredes, quitar muebles y desorden, cambiar muebles, combinar " +
            "elementos de dos fotos, colocar objetos de decoración, crear una miniatura de vídeo o " +
            "rediseñar la habitación entera en otro estilo.",
          "Los resultados son ilustraciones generadas por IA de cómo podría quedar un cambio. Los " +
            "colores, tamaños y proporciones son aproximados, así que comprueba muestras de pintura y " +
            "medidas reales antes de comprar.",
        ],
      },
      {
        id: "accounts",
        title: "2. Tu cuenta",
        paragraphs: [
          "Inicias sesión sin contraseña, con un enlace que te enviamos por correo o con Google o " +
            "Facebook. Protege el acceso a ese correo o a esa cuenta: quien lo controle, controla tu " +
            "cuenta de RoomMuse.",
          "Debes tener al menos 16 años para crear una cuenta.",
        ],
      },
      {
        id: "credits",
        title: "3. Créditos y pagos",
        paragraphs: [
          "Las transformaciones se pagan con créditos prepago. Cada herramienta muestra su precio en " +
            "créditos antes de empezar. Las cuentas nuevas reciben un bono de bienvenida con créditos " +
            "gratis, una sola vez por dirección de correo: una dirección cuya cuenta se eliminó no lo " +
            "vuelve a recibir.",
          "Los créditos se compran en paquetes de pago único. No hay suscripción y nada se renueva " +
            "solo. Los créditos comprados no caducan nunca. Los pagos los procesa Stripe; nunca vemos " +
            "ni guardamos el número de tu tarjeta.",
          "Te avisaremos con al menos 30 días de antelación antes de cambiar el precio de los " +
            "paquetes de créditos o los créditos que cuesta una herramienta. Los créditos que ya " +
            "tengas no se ven afectados por un cambio de precio.",
          "Si una transformación falla por un motivo que no tiene que ver con lo que subiste, los " +
            "créditos usados vuelven a tu saldo automáticamente. Si algo ha ido mal con una compra, " +
            "escríbenos a {{email}} y lo solucionamos.",
        ],
      },
      {
        id: "content",
        title: "4. Tus fotos y resultados",
        paragraphs: [
          "Conservas todos los derechos sobre las fotos que subes y los resultados que creas. Nos " +
            "das permiso para guardarlos y procesarlos únicamente para prestarte el servicio.",
          "Sube solo fotos que tengas derecho a usar. No subas fotos de otras personas, tampoco para " +
            "el cambio de cara de las miniaturas, sin su consentimiento.",
          "Puedes usar tus resultados a título personal. Comprar el paquete Premium hace Premium tu " +
            "cuenta, y eso no caduca. Los resultados creados mientras tu cuenta es Premium también se " +
            "pueden usar con fines comerciales, por ejemplo en anuncios de inmuebles o en presentaciones " +
            "a clientes, y conservan esa licencia para siempre.",
          "Premium también te da fotos subidas a resolución completa y resultados de hasta 4K (3840 " +
            "píxeles en el lado largo) cuando el modelo de imagen puede crearlos, y de hasta 2K cuando " +
            "no. Si la compra Premium se reembolsa por completo o se disputa, la cuenta deja de ser " +
            "Premium desde ese momento, salvo que tengas otra compra Premium vigente; un reembolso " +
            "parcial no la termina.",
        ],
      },
      {
        id: "use",
        title: "5. Uso aceptable",
        paragraphs: ["Te pedimos que no:"],
        items: [
          "subas contenido ilegal, de odio o sexual, ni contenido que vulnere derechos de terceros;",
          "uses los resultados para engañar, por ejemplo presentando una habitación generada por IA " +
            "como el estado real de un inmueble en venta o alquiler sin indicarlo;",
          "intentes acceder a datos de otros usuarios, saturar el servicio o saltarte la comprobación de créditos.",
        ],
      },
      {
        id: "termination",
        title: "6. Fin del acuerdo",
        paragraphs: [
          "Puedes dejar de usar RoomMuse y [eliminar tu cuenta](/legal/data-deletion) cuando " +
            "quieras. Podemos suspender o cerrar una cuenta que incumpla estos términos, y te " +
            "explicaremos el motivo.",
          "Si tu cuenta se cierra por cualquier motivo distinto de tu propia solicitud de " +
            "eliminación, puedes pedirnos una descarga de tus fotos, resultados e historial de " +
            "transacciones durante los 30 días siguientes al cierre.",
        ],
      },
      {
        id: "liability",
        title: "7. Responsabilidad",
        paragraphs: [
          "Nos esforzamos para que RoomMuse esté disponible y funcione bien, pero el servicio se " +
            "ofrece tal cual. En la medida en que la ley lo permita, no respondemos de las decisiones " +
            "que tomes basándote en un resultado ni de pérdidas indirectas. Nada de lo dispuesto en " +
            "estos términos limita tus derechos como consumidor.",
        ],
      },
      {
        id: "changes",
        title: "8. Cambios y contacto",
        paragraphs: [
          "Si cambiamos estos términos de forma relevante, te lo diremos por correo o en la app " +
            "antes de que el cambio se aplique.",
          "¿Tienes preguntas sobre estos términos? Escríbenos a {{email}}.",
        ],
      },
    ],
  },
  privacy: {
    meta: {
      title: "Política de privacidad — RoomMuse",
      description:
        "Qué datos recoge RoomMuse, para qué, quién los trata, cuánto tiempo los guardamos y cómo " +
        "eliminarlos. Nunca vendemos tus datos.",
    },
    title: "Política de privacidad",
    intro:
      "Esta política explica qué datos personales recoge RoomMuse, para qué y qué puedes hacer " +
      "al respecto. En resumen: recogemos lo necesario para transformar tus fotos y gestionar tu " +
      "cuenta, nunca lo vendemos y puedes borrarlo cuando quieras.",
    sections: [
      {
        id: "collect",
        title: "1. Qué datos recogemos",
        paragraphs: ["Recogemos:"],
        items: [
          "Datos de la cuenta: tu correo electrónico y, si entras con Google o Facebook, tu nombre y " +
            "tu foto de perfil.",
          "Tus fotos y resultados: las fotos de habitaciones, de referencia y de cara que subes, y " +
            "las imágenes que RoomMuse crea a partir de ellas.",
          "Historial de créditos: compras, bono de bienvenida, transformaciones y devoluciones. Los " +
            "datos de la tarjeta los gestiona Stripe y nunca llegan a nosotros.",
          "Datos de uso: páginas visitadas, herramientas usadas y errores, para que el servicio funcione y mejore.",
          "Los mensajes que nos envías al pedir ayuda.",
        ],
      },
      {
        id: "use",
        title: "2. Para qué los usamos",
        paragraphs: [
          "Usamos tus datos para que puedas iniciar sesión, hacer las transformaciones que pides, " +
            "mantener correcto tu saldo de créditos, responder a tus consultas y proteger el servicio. " +
            "No usamos tus fotos para entrenar modelos de IA, no vendemos tus datos y no te mostramos " +
            "publicidad.",
        ],
      },
      {
        id: "processors",
        title: "3. Quién los trata por nosotros",
        paragraphs: [
          "Unos pocos proveedores tratan datos en nuestro nombre, con contrato y solo para estos " +
            "fines: nuestro proveedor de alojamiento y almacenamiento (Cloudflare), nuestro proveedor " +
            "de pagos (Stripe), el proveedor del modelo de IA que hace las transformaciones y nuestro " +
            "proveedor de correo para los enlaces de acceso.",
        ],
      },
      {
        id: "retention",
        title: "4. Cuánto tiempo los guardamos",
        paragraphs: ["Guardamos tus datos solo mientras los necesitamos:"],
        items: [
          "Datos de la cuenta, fotos, resultados e historial de créditos: mientras exista tu cuenta. " +
            "Cuando eliminas tu cuenta, tus datos personales se borran en un plazo de 30 días.",
          "Analítica de uso: hasta 3 años, de una forma que no se usa para identificarte.",
          "Comunicaciones con soporte: hasta 2 años después de terminar la conversación.",
          "Los registros que la ley nos obliga a conservar, como los de pagos, se guardan durante el plazo legal.",
          "Después de que eliminas tu cuenta guardamos una sola cosa: una huella de tu dirección de " +
            "correo (un hash unidireccional con clave, no la dirección), solo para que el bono de " +
            "bienvenida se dé una vez por dirección. No se puede convertir de nuevo en tu dirección, no " +
            "está ligada a nada más y no se usa para nada más.",
        ],
      },
      {
        id: "rights",
        title: "5. Tus derechos",
        paragraphs: [
          "Puedes acceder a tus datos, corregirlos, descargarlos o eliminarlos, y oponerte a su uso " +
            "o limitarlo. Casi todo lo puedes hacer tú desde la app; para lo demás, escríbenos a " +
            "{{email}}. También puedes reclamar ante la autoridad de protección de datos de tu país.",
          "En tu [página de cuenta](/app/account) puedes cambiar tu nombre y descargar todos tus " +
            "datos cuando quieras: un único archivo ZIP con tu perfil, tus métodos de inicio de sesión, " +
            "tus compras, tu historial de créditos y tus diseños, junto con cada foto que subiste y " +
            "cada resultado.",
          "Para eliminar tu cuenta y todos sus datos, sigue los pasos de nuestra [página de " +
            "eliminación de datos](/legal/data-deletion).",
        ],
      },
      {
        id: "cookies",
        title: "6. Cookies",
        paragraphs: [
          "Solo usamos las cookies que el servicio necesita: una para mantener tu sesión iniciada y " +
            "otra para recordar tu idioma. No usamos cookies publicitarias ni de seguimiento entre " +
            "sitios.",
        ],
      },
      {
        id: "children",
        title: "7. Edad mínima",
        paragraphs: [
          "RoomMuse no está pensado para menores. Debes tener al menos 16 años para usarlo. Si " +
            "sabemos que una cuenta pertenece a alguien más joven, la eliminaremos.",
        ],
      },
      {
        id: "changes",
        title: "8. Cambios y contacto",
        paragraphs: [
          "Te avisaremos de los cambios importantes de esta política antes de que se apliquen. Para " +
            "cualquier consulta sobre privacidad, escríbenos a {{email}}.",
        ],
      },
    ],
  },
  security: {
    meta: {
      title: "Seguridad — RoomMuse",
      description:
        "Cómo protege RoomMuse tu cuenta, tus fotos y tus pagos: cifrado, acceso sin contraseña, " +
        "almacenamiento aislado, 99,9 % de disponibilidad y respuesta rápida ante incidentes.",
    },
    title: "Seguridad",
    intro: "Nos confías fotos de tu casa. Así las protegemos, igual que tu cuenta y tus pagos.",
    sections: [
      {
        id: "infrastructure",
        title: "Infraestructura y cifrado",
        paragraphs: [
          "RoomMuse funciona sobre la red global de Cloudflare. Todas las conexiones usan HTTPS, y " +
            "tus fotos y los datos de tu cuenta se guardan cifrados. Las fotos y resultados de cada " +
            "usuario se almacenan por separado y solo se sirven a ese usuario.",
        ],
      },
      {
        id: "accounts",
        title: "Cuentas sin contraseña",
        paragraphs: [
          "No hay contraseñas que puedan filtrarse. Entras con un enlace de un solo uso que te " +
            "enviamos por correo y que caduca a las 24 horas, o con Google o Facebook. Las sesiones " +
            "viven en cookies seguras solo accesibles por HTTP, y de cada token de sesión guardamos " +
            "solo una huella (hash), nunca el token.",
        ],
      },
      {
        id: "payments",
        title: "Pagos",
        paragraphs: [
          "Los pagos los gestiona Stripe, un proveedor con certificación PCI DSS de nivel 1. Los " +
            "datos de tu tarjeta van directamente a Stripe y nunca pasan por nuestros servidores. Cada " +
            "compra de créditos se registra una única vez, aunque el aviso de pago llegue varias veces.",
        ],
      },
      {
        id: "access",
        title: "Control de acceso",
        paragraphs: [
          "El acceso del equipo a los sistemas de producción se basa en roles, se limita a quien lo " +
            "necesita y está protegido con autenticación multifactor.",
        ],
      },
      {
        id: "availability",
        title: "Disponibilidad y respuesta ante incidentes",
        paragraphs: [
          "Nuestro objetivo es un 99,9 % de disponibilidad. Si detectamos un incidente de seguridad " +
            "o alguien nos lo comunica, respondemos en menos de 24 horas y avisamos sin demora a los " +
            "usuarios afectados.",
        ],
      },
      {
        id: "compliance",
        title: "Cumplimiento",
        paragraphs: ["Nuestra auditoría SOC 2 está en curso y tenemos prevista la certificación ISO 27001."],
      },
      {
        id: "report",
        title: "Informa de una vulnerabilidad",
        paragraphs: [
          "¿Encontraste un problema de seguridad? Escríbenos a {{email}} con los detalles. " +
            "Respondemos en menos de 24 horas y no emprenderemos acciones contra investigaciones de " +
            "buena fe.",
        ],
      },
    ],
  },
  dataDeletion: {
    meta: {
      title: "Eliminación de datos — RoomMuse",
      description: "Cómo eliminar tu cuenta de RoomMuse y todos sus datos, qué se borra y cuánto tarda.",
    },
    title: "Elimina tu cuenta y tus datos",
    intro: "Puedes eliminar tu cuenta de RoomMuse y todo lo que contiene cuando quieras, tú mismo y en pocos segundos.",
    sections: [
      {
        id: "how",
        ordered: true,
        title: "Cómo eliminar tu cuenta",
        paragraphs: [],
        items: [
          "Inicia sesión en RoomMuse.",
          "Abre el menú de tu cuenta y elige «Eliminar mi cuenta y datos», o ve directamente a " +
            "[/app/account/delete](/app/account/delete).",
          "Lee el resumen y confirma. Cerraremos tu sesión en ese mismo momento.",
        ],
      },
      {
        id: "what",
        title: "Qué se elimina",
        paragraphs: ["La eliminación es permanente y no se puede deshacer. Se borran:"],
        items: [
          "tu perfil y tu saldo de créditos, incluidos los créditos que no hayas usado;",
          "tu historial de transacciones de créditos;",
          "las fotos que subiste, tus resultados y su vinculación con tu cuenta.",
        ],
      },
      {
        id: "timing",
        title: "Cuánto tarda",
        paragraphs: [
          "Tus datos desaparecen de nuestros sistemas activos en un plazo de 7 días hábiles. Las " +
            "copias de nuestras copias de seguridad cifradas se sobrescriben a medida que estas rotan, " +
            "lo que tarda entre 30 y 90 días. Mientras tanto, nunca usamos las copias de seguridad " +
            "para restaurar una cuenta eliminada.",
        ],
      },
      {
        id: "help",
        title: "¿No puedes iniciar sesión?",
        paragraphs: [
          "Si ya no tienes acceso a tu cuenta, o entraste con Facebook y quitaste RoomMuse de tu " +
            "configuración de Facebook, escríbenos a {{email}} desde el correo de tu cuenta con el " +
            "asunto «Eliminación de datos». Confirmaremos la solicitud y borraremos tus datos en el " +
            "mismo plazo.",
        ],
      },
    ],
  },
};
export default legal;
