import type en from "../en/landing";
import type { Translation } from "../types";

const landing: Translation<typeof en> = {
  meta: {
    title: "RoomMuse — Redecora cualquier habitación con IA",
    description: "Sube una foto de tu habitación y mírala con otro color, despejada o con muebles nuevos en segundos. Paga solo lo que uses con créditos que nunca caducan.",
  },
  hero: {
    title: "Mira tu habitación transformada antes de tocar una brocha",
    subtitle: "Sube una foto, elige un cambio y RoomMuse te muestra el resultado en segundos.",
    cta: "Empieza a decorar gratis",
  },
};
export default landing;
