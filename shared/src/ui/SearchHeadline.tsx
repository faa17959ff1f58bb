export interface HeadlinePart {
  text: string;
  match: boolean;
}

/** Splits a search headline into plain and matched parts; the server wraps matches in [[ and ]]. */
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

/** A search excerpt with its matches marked; the text is rendered as text, never as HTML. */
export function SearchHeadline({ headline }: { headline: string }) {
  return (
    <>
      {parseHeadline(headline).map((p, i) => (p.match ? <mark key={i}>{p.text}</mark> : <span key={i}>{p.text}</span>))}
    </>
  );
}

/** An entry's day for display, e.g. "Nov 22, 2026". */
export function formatEntryDate(iso: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  return d.toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric' });
}
