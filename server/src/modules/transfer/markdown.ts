import type { InscriptionEntryRow, InscriptionRow } from '../../db/schema';

const slug = (value: string, fallback: string): string =>
  value
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60) || fallback;

/** entries/<inscription>/<yyyy-mm-dd>-<title>.md, unique within the zip. */
export function markdownPath(ins: InscriptionRow, entry: InscriptionEntryRow, used: Set<string>): string {
  const base = `entries/${slug(ins.name, 'inscription')}-${ins.id.slice(0, 8)}/${entry.dateRecorded.toISOString().slice(0, 10)}-${slug(entry.name, 'entry')}`;
  let name = `${base}.md`;
  for (let n = 2; used.has(name); n++) name = `${base}-${n}.md`;
  used.add(name);
  return name;
}

/** YAML strings in double quotes (JSON's escaping is valid YAML). */
const yaml = (value: string): string => JSON.stringify(value);

/** A human-readable copy of one entry: front matter, the transcript, the answers. (The CSV is what imports.) */
export function entryMarkdown(
  ins: InscriptionRow,
  entry: InscriptionEntryRow,
  answers: { question: string; answer: string }[],
  audioPath: string | null,
): string {
  const front = [
    '---',
    `title: ${yaml(entry.name)}`,
    `inscription: ${yaml(ins.name)}`,
    `date: ${entry.dateRecorded.toISOString()}`,
    `private: ${entry.isPrivate}`,
    `important: ${entry.isImportant}`,
    ...(audioPath ? [`audio: ${yaml(`../../${audioPath}`)}`] : []),
    `id: ${entry.id}`,
    '---',
  ];
  const qa = answers.length ? ['', '## Answers', '', ...answers.map((a) => `- **${a.question.replace(/\n/g, ' ')}** ${a.answer.replace(/\n/g, ' ')}`)] : [];
  return [...front, '', `# ${entry.name.replace(/\n/g, ' ')}`, '', entry.transcript, ...qa, ''].join('\n');
}
