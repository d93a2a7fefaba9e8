/** Line icons (24px grid, stroke = currentColor) used across the signed-in app. */
import type { SVGProps } from "react";
import { LineIcon } from "~/components/line-icon";

const paths = {
  home: "M3 10.5 12 3l9 7.5M5 9v11h5v-6h4v6h5V9",
  palette:
    "M12 3a9 9 0 1 0 0 18c1.1 0 1.5-.8 1.5-1.5 0-.9-.7-1.2-.7-2.1 0-.9.7-1.4 1.6-1.4H16a5 5 0 " +
    "0 0 5-5c0-4.4-4-8-9-8Zm-4.5 9.5h.01M9 7.5h.01M14 7h.01M17 10.5h.01",
  eraser: "m7 21-4.3-4.3a1 1 0 0 1 0-1.4l10-10a1 1 0 0 1 1.4 0l5.6 5.6a1 1 0 0 1 0 1.4L12 21M7 21h14M8.5 10.5l5 5",
  sofa: "M4 11V8a2 2 0 0 1 2-2h12a2 2 0 0 1 2 2v3M2 13a2 2 0 0 1 4 0v2h12v-2a2 2 0 0 1 4 0v5H2v-5Zm2 5v2m16-2v2",
  replace: "M4 7h11l-3-3m8 13H9l3 3M17 4v6M7 14v6",
  lamp: "M9 2h6l3 8H6l3-8Zm3 8v9m-4 2h8",
  clapperboard:
    "M4 11v8a1 1 0 0 0 1 1h14a1 1 0 0 0 1-1v-8H4Zm0 0 15.5-4-1-3.9L3 7.1 4 11Zm4.2-5.7 2.5 3.1m2.6-4.4 2.5 3.1",
  brush:
    "M9.5 14.5 19.2 4.8a1.9 1.9 0 0 0-2.7-2.7l-9.7 9.7m2.7 2.7-2.7-2.7m2.7 2.7c0 3.3-2.5 6-6.5 " +
    "6 1-1 1-2.5 1-3.5a3.1 3.1 0 0 1 2.8-3.2",
  grid: "M4 4h7v7H4V4Zm9 0h7v7h-7V4ZM4 13h7v7H4v-7Zm9 0h7v7h-7v-7Z",
  menu: "M4 6h16M4 12h16M4 18h16",
  close: "M6 6l12 12M18 6 6 18",
  coins:
    "M12 3c4.4 0 8 1.3 8 3s-3.6 3-8 3-8-1.3-8-3 3.6-3 8-3Zm8 3v6c0 1.7-3.6 3-8 " +
    "3s-8-1.3-8-3V6m16 6v6c0 1.7-3.6 3-8 3s-8-1.3-8-3v-6",
  logout: "M15 4h3a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2h-3M10 17l5-5-5-5m5 5H3",
  chevronLeft: "m15 18-6-6 6-6",
  chevronRight: "m9 18 6-6-6-6",
  sidebar: "M4 4h16v16H4V4Zm5 0v16",
  trash: "M4 7h16M10 11v6m4-6v6M6 7l1 13h10l1-13M9 7V4h6v3",
  upload: "M12 16V4m0 0-4 4m4-4 4 4M4 16v3a1 1 0 0 0 1 1h14a1 1 0 0 0 1-1v-3",
  download: "M12 4v12m0 0-4-4m4 4 4-4M4 16v3a1 1 0 0 0 1 1h14a1 1 0 0 0 1-1v-3",
  expand: "M4 9V4h5M20 9V4h-5M4 15v5h5m11-5v5h-5",
  refresh: "M20 11a8 8 0 1 0-2.3 5.7M20 4v7h-7",
  sparkles:
    "M12 3l1.8 4.7L18.5 9.5l-4.7 1.8L12 16l-1.8-4.7L5.5 9.5l4.7-1.8L12 3Zm7 11 .9 2.1 " +
    "2.1.9-2.1.9L19 20l-.9-2.1L16 17l2.1-.9L19 14Z",
  alert: "M12 9v4m0 4h.01M10.3 3.9 1.8 18a2 2 0 0 0 1.7 3h17a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0Z",
  check: "m5 12 5 5L20 7",
  arrowRight: "M5 12h14m-6-6 6 6-6 6",
  plus: "M12 5v14M5 12h14",
  image: "M4 5h16v14H4V5Zm0 11 4.5-4.5 4 4 2.5-2.5L20 18M15 9.5h.01",
  clock: "M12 7v5l3 2m6-2a9 9 0 1 1-18 0 9 9 0 0 1 18 0Z",
} as const;

export type IconName = keyof typeof paths;

export function Icon({ name, className = "h-5 w-5", ...rest }: { name: IconName } & SVGProps<SVGSVGElement>) {
  return <LineIcon d={paths[name]} className={className} {...rest} />;
}
