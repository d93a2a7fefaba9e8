/** Line icons for the public website (24×24, drawn with the current text color). */
import { LineIcon } from "~/components/line-icon";

const PATHS = {
  sparkles:
    "M12 3l1.8 4.7L18.5 9.5l-4.7 1.8L12 16l-1.8-4.7L5.5 9.5l4.7-1.8zM19 15l.8 2.2L22 " +
    "18l-2.2.8L19 21l-.8-2.2L16 18l2.2-.8z",
  bolt: "M13 2L4 14h7l-1 8 9-12h-7z",
  target: "M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM12 16a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM12 12h.01",
  wallet: "M3 7a2 2 0 0 1 2-2h13v4M3 7v11a2 2 0 0 0 2 2h15V9H5a2 2 0 0 1-2-2zM16 14.5h.01",
  phone: "M8 2h8a2 2 0 0 1 2 2v16a2 2 0 0 1-2 2H8a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2zM11 18h2",
  lock: "M6 11h12v10H6zM8 11V7a4 4 0 0 1 8 0v4M12 15v2",
  roller: "M4 4h13v5H4zM17 6.5h3v6h-8v3M11 15.5h2V22h-2z",
  eraser: "M16.5 3.5l4 4-11 11H5l-2.5-2.5zM9.5 8.5l6 6M9 18.5h12",
  sofa: "M4 11V8a3 3 0 0 1 3-3h10a3 3 0 0 1 3 3v3M2 13a2 2 0 0 1 4 0v2h12v-2a2 2 0 0 1 4 0v5H2zM5 18v2M19 18v2",
  swap: "M4 8h13l-3-3M20 16H7l3 3",
  brush:
    "M9.5 14.5l9.7-9.7a1.9 1.9 0 0 0-2.7-2.7l-9.7 9.7M9.5 14.5l-2.7-2.7M9.5 14.5c0 3.3-2.5 " +
    "6-6.5 6 1-1 1-2.5 1-3.5a3.1 3.1 0 0 1 2.8-3.2",
  lamp: "M8 3h8l3 8H5zM12 11v8M8 21h8",
  play: "M3 5h18v14H3zM10 9l5 3-5 3z",
  upload: "M12 16V4M7 9l5-5 5 5M4 16v3a1 1 0 0 0 1 1h14a1 1 0 0 0 1-1v-3",
  wand:
    "M4 20L16 8M14 4l.7 1.8 1.8.7-1.8.7L14 9l-.7-1.8-1.8-.7 1.8-.7zM19 9l.5 1.3 1.3.5-1.3.5L19 " +
    "12.6l-.5-1.3-1.3-.5 1.3-.5z",
  download: "M12 4v12M7 11l5 5 5-5M4 20h16",
  check: "M5 12.5l4.5 4.5L19 7",
  mail: "M3 6h18v12H3zM3 7l9 6 9-6",
  menu: "M4 7h16M4 12h16M4 17h16",
  close: "M6 6l12 12M18 6L6 18",
  arrow: "M5 12h14M13 6l6 6-6 6",
  arrows: "M9 7l-5 5 5 5M15 7l5 5-5 5",
  plus: "M12 5v14M5 12h14",
  user: "M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4 21a8 8 0 0 1 16 0",
  card: "M3 6h18v12H3zM3 10h18M7 15h4",
  image: "M3 5h18v14H3zM3 16l5-5 4 4 3-3 6 6M15.5 9.5h.01",
  shield: "M12 3l8 3v6c0 5-3.5 8-8 9-4.5-1-8-4-8-9V6zM9 12l2 2 4-4",
  heart: "M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10z",
  users:
    "M9 11a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7zM2 20a7 7 0 0 1 14 0M16 4.5a3.5 3.5 0 0 1 0 6.5M18 14a6 6 0 0 1 4 6",
  question: "M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM9.5 9.5a2.5 2.5 0 1 1 3.5 2.3c-.6.3-1 .9-1 1.6v.6M12 17h.01",
} as const;

export type IconName = keyof typeof PATHS;

export function Icon({ name, className = "h-6 w-6" }: { name: IconName; className?: string }) {
  return <LineIcon d={PATHS[name]} className={className} focusable="false" />;
}

export function Stars({ label }: { label: string }) {
  return (
    <p className="flex gap-0.5 text-amber-500" role="img" aria-label={label}>
      {[0, 1, 2, 3, 4].map((i) => (
        <svg key={i} viewBox="0 0 20 20" className="h-4 w-4" fill="currentColor" aria-hidden="true">
          <path d="M10 1.5l2.6 5.4 5.9.8-4.3 4.1 1 5.8L10 14.8l-5.2 2.8 1-5.8L1.5 7.7l5.9-.8z" />
        </svg>
      ))}
    </p>
  );
}
