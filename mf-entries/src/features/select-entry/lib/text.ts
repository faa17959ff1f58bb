/** Transcript preview: at most `max` characters, an ellipsis when cut (spec: 160 desktop, 80 mobile). */
export function previewText(text: string, max: number): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  const chars = Array.from(clean);
  if (chars.length <= max) return clean;
  return `${chars.slice(0, max).join('').trimEnd()}\u2026`;
}

export interface HeadlinePart {
  text: string;
  match: boolean;
}

/** Splits a search headline into plain and matched parts; matches are wrapped in [[ and ]]. */
export function parseHeadline(headline: string): HeadlinePart[] {
  const parts: HeadlinePart[] = [];
  const re = /\[\[([\s\S]*?)\]\]/g;
  let last = 0;
  for (let m = re.exec(headline); m; m = re.exec(headline)) {
    if (m.index > last) parts.push({ text: headline.slice(last, m.index), match: false });
    if (m[1]) parts.push({ text: m[1], match: true });
    last = m.index + m[0].length;
  }
  if (last < headline.length) parts.push({ text: headline.slice(last), match: false });
  return parts;
}

/** A date for display (the entry's local day), e.g. "Nov 22, 2026". */
export function formatEntryDate(iso: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  return d.toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric' });
}
