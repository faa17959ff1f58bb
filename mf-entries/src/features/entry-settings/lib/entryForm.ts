import { toYmd } from '../../common/lib/date';
import type { AnswerChange, EntryDetail, Question } from '../api/entry';

/** What the settings form edits: the entry's fields and an answer per question (by question id). */
export interface EntryFormState {
  title: string;
  transcript: string;
  isImportant: boolean;
  isPrivate: boolean;
  isMuted: boolean;
  date: string;
  answers: Record<string, string>;
}

export function initialForm(entry: EntryDetail, questions: Question[]): EntryFormState {
  const byQuestion = new Map(entry.questionAnswers.map((a) => [a.inscriptionQuestionId, a.answer]));
  return {
    title: entry.name,
    transcript: entry.transcript,
    isImportant: entry.isImportant,
    isPrivate: entry.isPrivate,
    isMuted: entry.isMuted,
    date: toYmd(new Date(entry.dateRecorded)),
    answers: Object.fromEntries(questions.map((q) => [q.id, byQuestion.get(q.id) ?? ''])),
  };
}

/** Answers that differ from what is stored (a blank answer is only sent when one existed). */
export function changedAnswers(
  entry: EntryDetail,
  questions: Question[],
  answers: Record<string, string>,
): AnswerChange[] {
  const existing = new Map(entry.questionAnswers.map((a) => [a.inscriptionQuestionId, a]));
  return questions.flatMap((q) => {
    const value = answers[q.id] ?? '';
    const stored = existing.get(q.id);
    if (stored ? stored.answer === value : value.trim() === '') return [];
    return [{ questionId: q.id, answerId: stored?.id ?? null, answer: value }];
  });
}
