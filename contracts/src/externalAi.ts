/*
 * What the app tells the user about the AI and their private entries (the rule is the server's
 * modules/ai/privacy.ts): the embedded engine runs on this server and reads every entry; an external
 * language model (LLM_BASE_URL) reads a private entry, or any entry of a private inscription, only where
 * the owner turned `allowExternalAi` on for that inscription. Web search is sent the question alone.
 */

/** ChatAiSettings.engine when chat, insights and summaries are written by an external language model. */
export const EXTERNAL_AI_ENGINE = 'openai';

/** Whether the server's AI (ChatAiSettings.engine) is an external language model that entries may be sent to. */
export const usesExternalAi = (engine: string): boolean => engine === EXTERNAL_AI_ENGINE;

export const EXTERNAL_AI_TEXT = {
  toggleLabel: 'Share private entries with an external AI',
  toggleHelp:
    "Chat answers, insights and timeline summaries are written by an AI. This app's own AI runs on its server and reads all your entries without sending them anywhere. Whoever runs this app may instead connect an external language model, a service that can belong to another company: the text of the entries it works from is then sent to it. Private entries, and every entry of a private inscription, are sent to it only when this is on. Web search is only ever sent your question.",
  embeddedNow: 'This server uses its own AI now, so no entry leaves it, whatever you choose here.',
  externalNow: 'This server uses an external language model now.',
} as const;

export interface SharingState {
  /** The server's chat, insights and summaries use an external language model. */
  external: boolean;
  inscriptionPrivate: boolean;
  allowExternalAi: boolean;
}

/** The chat page's notice: what of this inscription the external model reads; null with the embedded AI. */
export function chatSharingNotice({ external, inscriptionPrivate, allowExternalAi }: SharingState): string | null {
  if (!external) return null;
  const model = 'Answers are written by an external language model.';
  if (allowExternalAi) {
    return `${model} You turned on sharing for this inscription, so its entries, private ones too, are sent to it.`;
  }
  const change = "You can change this in the inscription's settings.";
  if (inscriptionPrivate) {
    return `${model} This inscription is private, so none of its entries are sent to it and answers cannot draw on them. ${change}`;
  }
  return `${model} Private entries of this inscription are not sent to it, so answers leave them out. ${change}`;
}

/** The recording flow's notice about the entry being recorded; null with the embedded AI. */
export function entrySharingNotice(state: SharingState & { entryPrivate: boolean }): string | null {
  if (!state.external) return null;
  const model = "This server's chat, insights and summaries use an external language model.";
  if (state.allowExternalAi) {
    return `${model} Sharing is on for this inscription, so this entry's text is sent to it, even when private.`;
  }
  if (state.inscriptionPrivate) return `${model} This inscription is private, so this entry is not sent to it.`;
  if (state.entryPrivate) return `${model} This entry is private, so it is not sent to it.`;
  return `${model} This entry's text is sent to it; mark the entry private to keep it from it.`;
}
