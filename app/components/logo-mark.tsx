/** The RoomMuse mark (a house with a terracotta door on deep teal): one mark for the site, sign-in and the app. */
export function LogoMark({ className = "h-8 w-8" }: { className?: string }) {
  return (
    <svg viewBox="0 0 64 64" className={`shrink-0 ${className}`} aria-hidden="true" focusable="false">
      <rect width="64" height="64" rx="14" fill="#1f625d" />
      <path d="M14 34 32 18l18 16v14a2 2 0 0 1-2 2H16a2 2 0 0 1-2-2z" fill="#fbe8de" />
      <rect x="27" y="36" width="10" height="14" rx="2" fill="#dc6139" />
    </svg>
  );
}
