import type { ReactNode } from "react";
import { useHydrated } from "~/components/use-hydrated";

/**
 * What opens an image large: once hydrated a button (`onOpen`, the full-screen view); before
 * that, and without JavaScript, a link to the image itself, so it never is a button that does nothing.
 */
export function OpenImage({
  href,
  onOpen,
  className,
  label,
  children,
}: {
  href: string;
  onOpen?: () => void;
  className: string;
  label?: string;
  children: ReactNode;
}) {
  const hydrated = useHydrated();
  return hydrated ? (
    <button type="button" onClick={onOpen} className={className} aria-label={label}>
      {children}
    </button>
  ) : (
    <a href={href} className={className} aria-label={label}>
      {children}
    </a>
  );
}
