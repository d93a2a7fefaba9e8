/** Picks the image provider named by MODEL_PROVIDER; built per request from the load context. */
import type { AppLoadContext } from "@remix-run/cloudflare";
import { geminiProvider } from "./gemini.server";
import { localProvider } from "./local.server";
import { openAiProvider } from "./openai.server";
import type { ModelProvider } from "./types";
import { workersAiProvider, type AiRunner } from "./workers-ai.server";

export function getModelProvider(context: Pick<AppLoadContext, "env" | "bindings">): ModelProvider {
  switch (context.env.MODEL_PROVIDER) {
    case "workers-ai":
      return workersAiProvider(context.env, context.bindings.AI as unknown as AiRunner | undefined);
    case "gemini":
      return geminiProvider(context.env);
    case "openai":
      return openAiProvider(context.env);
    case "local":
      return localProvider();
  }
}
