/*
 * Route paths that are also built outside the browser (links in mails). The route catalogue in
 * @inscriptions/shared/federation uses these same constants.
 */

/** NewEntry: a new entry in one inscription. */
export const NEW_ENTRY_PATH = 'inscriptions/:inscriptionId/entries/new' as const;
/** SelectInscription: the list of inscriptions. */
export const SELECT_INSCRIPTION_PATH = 'inscriptions' as const;

/** An absolute link to a route path, its `:params` filled in (URI-encoded). */
export function routeUrl(publicUrl: string, path: string, params: Record<string, string> = {}): string {
  const filled = path.replace(/:([A-Za-z]+)/g, (_m, name: string) => encodeURIComponent(params[name] ?? ''));
  return `${publicUrl.replace(/\/+$/, '')}/${filled}`;
}
