export type FormatKind = 'bold' | 'italic' | 'list';

export interface FormatResult {
  value: string;
  selectionStart: number;
  selectionEnd: number;
}

const WRAP: Record<Exclude<FormatKind, 'list'>, string> = { bold: '**', italic: '_' };

/**
 * Basic formatting for the plain-text entry: bold and italic wrap the selection in Markdown markers,
 * list prefixes every selected line with "- ". The transcript stays plain text.
 */
export function applyFormat(value: string, start: number, end: number, kind: FormatKind): FormatResult {
  if (kind === 'list') {
    const lineStart = value.lastIndexOf('\n', start - 1) + 1;
    const lineEndIdx = value.indexOf('\n', end);
    const lineEnd = lineEndIdx === -1 ? value.length : lineEndIdx;
    const block = value.slice(lineStart, lineEnd);
    const listed = block
      .split('\n')
      .map((line) => (line.startsWith('- ') ? line : `- ${line}`))
      .join('\n');
    return {
      value: value.slice(0, lineStart) + listed + value.slice(lineEnd),
      selectionStart: lineStart,
      selectionEnd: lineStart + listed.length,
    };
  }
  const marker = WRAP[kind];
  const selected = value.slice(start, end);
  const next = value.slice(0, start) + marker + selected + marker + value.slice(end);
  return { value: next, selectionStart: start + marker.length, selectionEnd: end + marker.length };
}
