/** An OpenAI-compatible chat server (LLM_BASE_URL, LLM_API_KEY, LLM_MODEL, LLM_TIMEOUT_S). */
export interface OpenAiCompatibleOptions {
  /** e.g. https://api.openai.com/v1, http://localhost:11434/v1 (Ollama), http://localhost:8000/v1 (vLLM). */
  baseURL: string;
  apiKey?: string;
  model: string;
  /** A request, or a whole streamed answer, taking longer than this fails (default 60 s). */
  timeoutMs?: number;
}

/** AI settings (from LLM_BASE_URL, LLM_API_KEY, LLM_MODEL, LLM_TIMEOUT_S, SEARXNG_URL). */
export interface AiOptions {
  /** Unset: the offline engine. */
  openai?: OpenAiCompatibleOptions;
  /** SearXNG instance; unset: no web sources. */
  searxngUrl?: string;
}
