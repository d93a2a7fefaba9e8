/**
 * The JSON the API answers, as one set of types for the server that writes it and the browser
 * code that reads it. Types only: safe to import anywhere.
 */

/** What an error's `details` may carry: the field at fault, credits returned (or still to be), or the balance seen. */
export type ApiErrorDetails =
  | {
      field?: string;
      refunded?: number;
      refundPending?: number;
      required?: number;
      balance?: number;
      width?: number;
      height?: number;
      /** model_busy: the seconds to wait before trying again (also the Retry-After header). */
      retryAfterSeconds?: number;
    }
  | { field: string; message: string }[];

/** Every API error: `{ error: code, message (in the caller's language), details? }`. */
export interface ApiErrorBody {
  error: string;
  message: string;
  details?: ApiErrorDetails;
}

/** 200 from POST /api/image-editing/*: the result and the balance after paying for it. */
export interface GenerationAnswer {
  generationId: string;
  /** Where the stored result is served (GET, its owner only): `/api/generations/<id>/image`. */
  imageUrl: string;
  /** The result's bytes, unless the request said `Prefer: return=minimal` (docs/results.md). */
  imageBase64?: string;
  mimeType: string;
  /** Made while the account was Premium: the result carries the commercial licence. */
  commercialLicence: boolean;
  user: { credits: number };
  /**
   * A run of several options (`options`: 2 or 4): each option in order, a result or the failure
   * that was refunded. The fields above are the first result's, so a client that reads one result
   * still reads one. Absent for a run of one.
   */
  options?: GenerationOptionAnswer[];
}

/** One option of a run of several: its result, or what became of it and of its credits. */
export type GenerationOptionAnswer =
  | { generationId: string; imageUrl: string; mimeType: string; imageBase64?: string }
  | {
      generationId: string;
      /** The option failed: the error code a run of one would answer, and its cost returned (or still due). */
      error: string;
      refunded?: number;
      refundPending?: number;
    };
