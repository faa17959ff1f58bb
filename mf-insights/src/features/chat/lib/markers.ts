/*
 * Answer markers (see the server's askInscriptionQuestion): [E<n>] cites the nth entry source, [<n>] the
 * nth external source (only URLs containing "http" count), [unsupported] marks a sentence whose entry
 * citations failed verification. They become fragment links the markdown renderer turns into components.
 */

export const ENTRY_HREF = '#entry-';
export const SOURCE_HREF = '#source-';
export const UNSUPPORTED_HREF = '#unsupported';

/** The external sources markers may point at: only URLs containing http. */
export const citableSources = (externalSources: readonly string[]): string[] => externalSources.filter((u) => u.includes('http'));

/** The answer with its markers as markdown links; a marker without a source is left as text. */
export function linkMarkers(content: string, entryCount: number, sourceCount: number): string {
  return content
    .replace(/\[E(\d+)\](?!\()/g, (m, n: string) => (Number(n) >= 1 && Number(n) <= entryCount ? `[E${n}](${ENTRY_HREF}${n})` : m))
    .replace(/\[(\d+)\](?!\()/g, (m, n: string) => (Number(n) >= 1 && Number(n) <= sourceCount ? `[${n}](${SOURCE_HREF}${n})` : m))
    .replace(/\[unsupported\](?!\()/g, `[unsupported](${UNSUPPORTED_HREF})`);
}
