/**
 * Several options in one run (docs/decisions/0040): a model whose API makes several images in
 * one call is asked once (OpenAI's `n`); any other is called once per option, in parallel, each
 * told its place among them (`variation`), so an engine that would answer the same picture twice
 * (the local preview) makes each visibly its own. Each option succeeds or fails on its own.
 */
import type { ModelProvider, ProviderRequest, ProviderResult } from "./types";

export type OptionOutcome = { ok: true; result: ProviderResult } | { ok: false; error: unknown };

export async function generateOptions(
  provider: ModelProvider,
  request: ProviderRequest,
  count: number,
): Promise<OptionOutcome[]> {
  if (provider.generateOptions && count > 1) return provider.generateOptions(request, count);
  const calls = Array.from({ length: count }, (_, variation) =>
    provider.generate(count > 1 ? { ...request, variation } : request),
  );
  return (await Promise.allSettled(calls)).map((call) =>
    call.status === "fulfilled" ? { ok: true, result: call.value } : { ok: false, error: call.reason },
  );
}
