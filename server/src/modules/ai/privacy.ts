/*
 * Private stays private: the embedded engine reads every entry. An external language model (LLM_BASE_URL)
 * reads a private entry, or any entry of a private inscription, only where the owner turned
 * `allowExternalAi` on for that inscription (off by default). Web search (SEARXNG_URL) is sent the
 * question alone, never an entry.
 */

type Engine = { kind: 'offline' | 'openai' } | { name: 'offline' | 'openai' };

/** Whether an engine runs outside this server (its prompts leave the machine). */
const isExternal = (engine: Engine): boolean => ('kind' in engine ? engine.kind : engine.name) === 'openai';

/** Whether `engine` may read the inscription's private entries, and every entry when the inscription is private. */
export const mayReadPrivate = (engine: Engine, inscription: { allowExternalAi: boolean }): boolean =>
  !isExternal(engine) || inscription.allowExternalAi;
