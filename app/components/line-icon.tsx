/** The drawing of every line icon, on the site and in the app: a 24px grid stroked in currentColor. */
import type { SVGProps } from "react";

export function LineIcon({ d, ...rest }: { d: string } & SVGProps<SVGSVGElement>) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      {...rest}
    >
      <path d={d} />
    </svg>
  );
}
