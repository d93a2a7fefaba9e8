/**
 * One run on its way through the pipeline's stages (./generations.server.ts): what each of them
 * reads, the keys it leaves, and how it speaks to an operator.
 */
import type { AppLoadContext } from "@remix-run/cloudflare";
import { describe } from "./generation-failures.server";
import type { RunOption } from "./generation-options.server";
import type { ModelProvider } from "~/services/image-providers/types";
import type { ValidatedImage } from "~/services/images/validate.server";
import type { AnyTool } from "~/tools";
import type { AnyPreparedRun } from "~/tools/index.server";

/**
 * The ledger keys of a generation's debit and of its refund (one of each at most; for a run of
 * several options the debit is the batch's, and each option's refund is a part of it).
 */
export const debitKeyOf = (generationId: string) => `generation:${generationId}`;
export const refundKeyOf = (generationId: string) => `refund:${generationId}`;

/** One photo of the run, checked: the form control it came from and its place among the inputs. */
export type RunImage = ValidatedImage & { field: string; index: number };

/** One generation on its way through the stages: what each of them reads, and the keys it leaves. */
export interface Job {
  context: AppLoadContext;
  userId: string;
  tool: AnyTool;
  /** The prepared run without its images, which `images` holds as the stages replace them. */
  run: AnyPreparedRun;
  provider: ModelProvider;
  /** What one option costs; the run's debit is `total`, that many times (docs/decisions/0040). */
  cost: number;
  total: number;
  timeoutMs: number;
  /** The debit's id: the sole option's for a run of one, else the batch's (its options' batchId). */
  id: string;
  batchId: string | null;
  /** Each its own design (row and R2 objects); one for a run of one. */
  options: RunOption[];
  images: RunImage[];
  /** When the row was claimed (after the room check): its created_at, and where its duration starts. */
  claimedAt: number;
}

export const keysOf = (job: Job, which: "inputKeys" | "outputKeys") => job.options.flatMap((option) => option[which]);

export const log = (job: Job, what: string, error: unknown) =>
  console.error(`generation ${job.id} (${job.tool.id}, ${job.provider.name}): ${what}: ${describe(error)}`);
/** Cleanup that must not hide the answer it runs before: what it swallows is logged, not lost. */
export const logged = (job: Job, what: string) => (error: unknown) => log(job, what, error);
export const rowLeftOpen = (job: Job) => logged(job, "the row could not be marked failed; the sweeper will close it");
