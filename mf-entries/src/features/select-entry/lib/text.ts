import removeMarkdown from 'remove-markdown';

/**
 * Transcript preview: the text as it reads, without the formatting toolbar's Markdown markers, at most
 * `max` characters, an ellipsis when cut (spec: 160 desktop, 80 mobile).
 */
export function previewText(text: string, max: number): string {
  const clean = removeMarkdown(text).replace(/\s+/g, ' ').trim();
  const chars = Array.from(clean);
  if (chars.length <= max) return clean;
  return `${chars.slice(0, max).join('').trimEnd()}\u2026`;
}
