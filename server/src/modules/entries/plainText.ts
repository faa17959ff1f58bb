/*
 * An entry's Markdown as it reads, for its preview and search snippets: parsed by mdast-util-from-markdown (the parser
 * under react-markdown, which renders entries), not stripped by patterns, so text such as "I <3 coffee
 * > tea" or a link whose URL holds parentheses is kept as the entry shows it.
 */

import type { fromMarkdown as FromMarkdown } from 'mdast-util-from-markdown' with { 'resolution-mode': 'import' };
import type { toString as ToString } from 'mdast-util-to-string' with { 'resolution-mode': 'import' };
import { PREVIEW_CHARS_DESKTOP, previewOf } from '@inscriptions/contracts';

interface MarkdownNode {
  type: string;
  children?: MarkdownNode[];
}

/** The blocks whose text is one line of the plain text (list items and quotes hold paragraphs). */
const TEXT_BLOCKS = new Set(['paragraph', 'heading', 'code', 'html']);

// Both are ES modules only: loaded once, on first use.
let loaded: Promise<{ fromMarkdown: typeof FromMarkdown; toString: typeof ToString }> | undefined;

/** Each block's text on a line of its own; inline markers (emphasis, links, images' alt text) read as text. */
export async function markdownToPlainText(markdown: string): Promise<string> {
  loaded ??= Promise.all([import('mdast-util-from-markdown'), import('mdast-util-to-string')]).then(([parser, text]) => ({
    fromMarkdown: parser.fromMarkdown,
    toString: text.toString,
  }));
  const { fromMarkdown, toString } = await loaded;
  const lines: string[] = [];
  const visit = (node: MarkdownNode) => {
    if (TEXT_BLOCKS.has(node.type)) lines.push(toString(node));
    else for (const child of node.children ?? []) visit(child);
  };
  visit(fromMarkdown(markdown) as MarkdownNode);
  return lines.join('\n');
}

/**
 * How much of a transcript its preview is read from: five times the preview's length, ample for 160
 * characters of text, since parsing costs about 1.5 ms per 1,000 characters and a list page previews 15.
 */
const PREVIEW_SOURCE_CHARS = PREVIEW_CHARS_DESKTOP * 5;

/** The entry list's preview of a transcript: its text as it reads, at most PREVIEW_CHARS_DESKTOP characters. */
export async function transcriptPreview(transcript: string): Promise<string> {
  // On to the end of the line the window ends in (within twice its length), so as not to cut a line's Markdown.
  const lineEnd = transcript.indexOf('\n', PREVIEW_SOURCE_CHARS);
  const end = lineEnd !== -1 && lineEnd <= PREVIEW_SOURCE_CHARS * 2 ? lineEnd : PREVIEW_SOURCE_CHARS;
  const source = transcript.slice(0, end);
  return previewOf(await markdownToPlainText(source), PREVIEW_CHARS_DESKTOP);
}
