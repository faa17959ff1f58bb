/*
 * Private stays private: the embedded engine reads every entry, but an entry marked private, or any
 * entry of a private inscription, never goes to an external language model. (Allowing it per
 * inscription needs a stored setting; until there is one, it is never allowed.)
 */

/** Whether an engine runs outside this server (its prompts leave the machine). */
export const isExternal = (engine: { kind: 'offline' | 'openai' } | { name: 'offline' | 'openai' }): boolean =>
  ('kind' in engine ? engine.kind : engine.name) === 'openai';
