/**
 * What Premium brings with the active image model (docs/decisions/0019): results up to 4K where the
 * model makes them, else up to 2K, which the pack cards and the account's badge say.
 */
import type { AppLoadContext } from "@remix-run/cloudflare";
import { getModelProvider } from "~/services/image-providers/index.server";
import { PREMIUM_RESULT_SIDE } from "~/services/image-providers/types";

export const premiumMakes4K = (context: Pick<AppLoadContext, "env" | "bindings">) =>
  getModelProvider(context).maxResultSide >= PREMIUM_RESULT_SIDE;
