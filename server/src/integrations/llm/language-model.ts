import { createAnthropic } from '@ai-sdk/anthropic';
import { createOpenAI } from '@ai-sdk/openai';
import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import type { LanguageModel } from 'ai';
import type { Config } from '../../config/env';

/** Small, fast, tool-calling models: a first reply to a lead should take a second or two. */
export const DEFAULT_MODELS = { openai: 'gpt-5-mini', anthropic: 'claude-haiku-4-5' } as const;

/**
 * The configured chat model, or undefined for the built-in assistant (AI_PROVIDER=builtin, or a provider without
 * the key it needs). OpenAI-compatible servers (Ollama, vLLM, llama.cpp) take OPENAI_BASE_URL and AI_MODEL.
 */
export function languageModelFrom(config: Config): LanguageModel | undefined {
  switch (config.AI_PROVIDER) {
    case 'openai':
      if (!config.OPENAI_API_KEY) return undefined;
      // The chat API: what every OpenAI-style server speaks (the default would call the Responses API).
      return createOpenAI({ apiKey: config.OPENAI_API_KEY, baseURL: config.OPENAI_BASE_URL }).chat(
        config.AI_MODEL ?? DEFAULT_MODELS.openai,
      );
    case 'anthropic':
      if (!config.ANTHROPIC_API_KEY) return undefined;
      return createAnthropic({ apiKey: config.ANTHROPIC_API_KEY, baseURL: config.ANTHROPIC_BASE_URL })(
        config.AI_MODEL ?? DEFAULT_MODELS.anthropic,
      );
    case 'openai-compatible':
      if (!config.OPENAI_BASE_URL || !config.AI_MODEL) return undefined;
      return createOpenAICompatible({
        name: 'openai-compatible',
        baseURL: config.OPENAI_BASE_URL,
        ...(config.OPENAI_API_KEY ? { apiKey: config.OPENAI_API_KEY } : {}),
      }).chatModel(config.AI_MODEL);
    default:
      return undefined;
  }
}
