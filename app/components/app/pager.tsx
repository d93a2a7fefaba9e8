/**
 * Newer / older links under a long list (the credit history, the designs page): plain links, so
 * paging works without JavaScript. A page may enhance the older link (`onClick`) to add the
 * next rows in place.
 */
import { Link } from "@remix-run/react";
import type { MouseEventHandler } from "react";

export interface PagerLink {
  to: string;
  text: string;
  onClick?: MouseEventHandler<HTMLAnchorElement>;
}

export function Pager({
  label,
  newer,
  older,
  status,
}: {
  /** The navigation landmark's name. */
  label: string;
  newer: PagerLink | null;
  older: PagerLink | null;
  /** Where the list is, e.g. "Page 2 of 3". */
  status?: string;
}) {
  if (!newer && !older) return null;
  return (
    <nav aria-label={label} className="flex flex-wrap items-center justify-between gap-3">
      {newer ? (
        <Link to={newer.to} onClick={newer.onClick} className="btn-secondary" rel="prev">
          ← {newer.text}
        </Link>
      ) : (
        <span />
      )}
      {status ? <span className="text-sm text-stone-600">{status}</span> : null}
      {older ? (
        <Link to={older.to} onClick={older.onClick} className="btn-secondary" rel="next" data-testid="pager-older">
          {older.text} →
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
