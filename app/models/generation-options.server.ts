/**
 * Several options in one run (docs/decisions/0040): each option is a design of its own (a row, its
 * inputs and its result in R2), all paid by the run's one debit. What the pipeline
 * (./generations.server.ts) keeps of what the model made: each result stored, each failure
 * refunded on its own as a part of the debit (exactly its cost), and the answer that lists them.
 */
import { EXTENSION } from "./generation-reads.server";
import { GenerationFailure, accountGone, type Settlement } from "./generation-failures.server";
import type { GenerationAnswer, GenerationOptionAnswer } from "~/utils/api-types";
import { type Base64Json, Base64Bytes } from "~/utils/base64";
import type { ValidatedImage } from "~/services/images/validate.server";

/** One option of the run: its generation id and the R2 keys it leaves. */
export interface RunOption {
  id: string;
  inputKeys: string[];
  /** Filled once the result has a key, so a deleted account's result is removed with its inputs. */
  outputKeys: string[];
}

/** `count` options, each with its own copy of the run's inputs under its own prefix. */
export function optionsOf(
  images: (Pick<ValidatedImage, "slot" | "format"> & { index: number })[],
  prefixOf: (generationId: string) => string,
  count: number,
): RunOption[] {
  return Array.from({ length: count }, () => {
    const id = crypto.randomUUID();
    const prefix = prefixOf(id);
    return {
      id,
      inputKeys: images.map((image) => `${prefix}input-${image.index + 1}-${image.slot}.${EXTENSION[image.format]}`),
      outputKeys: [],
    };
  });
}

/** One option made and stored: what its answer says, and the result's bytes for an answer that carries them. */
export interface OptionResult {
  generationId: string;
  imageUrl: string;
  mimeType: string;
  commercialLicence: boolean;
  bytes: Uint8Array;
}

/** A finished run: what its answer says, and the results' bytes for an answer that carries them. */
export type GenerationResult = Omit<GenerationAnswer, "imageBase64" | "options"> & {
  bytes: Uint8Array;
  options?: (OptionResult | FailedOption)[];
};

export interface FailedOption {
  generationId: string;
  error: string;
  outcome: Settlement;
  credits: number;
}

/**
 * The JSON answer of a run. Each result is always named by its address (`imageUrl`, the owner's
 * only); its bytes ride along as `imageBase64` unless the client asked to leave them out
 * (docs/results.md), so a screen that shows the stored image never downloads it twice.
 */
export function generationAnswer(
  { bytes, options, ...result }: GenerationResult,
  { withImage }: { withImage: boolean },
) {
  const answer: Base64Json<GenerationAnswer> = result;
  if (withImage) answer.imageBase64 = new Base64Bytes(bytes);
  if (options) answer.options = options.map((option) => optionAnswer(option, withImage));
  return answer;
}

function optionAnswer(option: OptionResult | FailedOption, withImage: boolean): Base64Json<GenerationOptionAnswer> {
  if ("error" in option) {
    const credits = option.outcome === "due" ? { refundPending: option.credits } : { refunded: option.credits };
    return {
      generationId: option.generationId,
      error: option.error,
      ...(option.outcome === "not_taken" ? {} : credits),
    };
  }
  const { generationId, imageUrl, mimeType, bytes } = option;
  return { generationId, imageUrl, mimeType, ...(withImage ? { imageBase64: new Base64Bytes(bytes) } : {}) };
}

/** What keepOptions needs of the pipeline: storing one option's result, settling one option's failure. */
export interface KeepStages<Made> {
  store(option: RunOption, made: Made): Promise<OptionResult>;
  failed(error: unknown): GenerationFailure;
  settle(option: RunOption, reason: GenerationFailure): Promise<Settlement | "gone">;
}

/**
 * Each option's result stored, or its failure kept. When none is left, the run fails whole: the
 * failure is thrown for the pipeline to settle every option (all refunded). Otherwise each failed
 * option is refunded on its own, and the run answers the results it has: the first in the fields
 * a run of one answers, every option in `options`, the balance after the refunds.
 */
export async function keepOptions<Made>(
  job: { options: RunOption[]; cost: number; total: number },
  made: (Made | GenerationFailure)[],
  balanceAfterDebit: number,
  stages: KeepStages<Made>,
): Promise<GenerationResult> {
  const results = await Promise.all(
    job.options.map(async (option, i) => {
      const one = made[i];
      if (one instanceof GenerationFailure) return one;
      return stages.store(option, one).catch((error: unknown) => stages.failed(error));
    }),
  );
  const kept = results.filter((result): result is OptionResult => !(result instanceof GenerationFailure));
  const first = results.find((result): result is GenerationFailure => result instanceof GenerationFailure);
  if (!kept.length && first) throw results.length > 1 ? first.forCredits(job.total) : first;
  const options = await Promise.all(
    results.map(async (result, i): Promise<OptionResult | FailedOption> => {
      if (!(result instanceof GenerationFailure)) return result;
      const outcome = await stages.settle(job.options[i], result);
      if (outcome === "gone") throw accountGone();
      const { code } = result.toApiError(outcome).init;
      return { generationId: job.options[i].id, error: code, outcome, credits: job.cost };
    }),
  );
  const refunded = options.filter((option) => "error" in option && option.outcome === "refunded").length;
  const { bytes, ...head } = kept[0];
  return {
    ...head,
    user: { credits: balanceAfterDebit + refunded * job.cost },
    bytes,
    ...(job.options.length > 1 ? { options } : {}),
  };
}
