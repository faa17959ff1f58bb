import type { InsightField } from '@inscriptions/contracts';
import type { InsightItemValue } from '../../db/schema';
import { distinct } from './themes';

/* The offline engine's dive-deeper questions: templates over a field's items (rules.ts finds the items). */

/** 'count' dive-deeper questions for a field, built from its items (or general ones for an empty field). */
export function offlineDiveDeeperQuestions(field: InsightField, items: InsightItemValue[], count: number): string[] {
  const general: Record<InsightField, string> = {
    potentialImprovements: 'What would I most like to improve next month',
    habitsPositivePatterns: 'Which of my habits help me most',
    habitsImprovablePatterns: 'Which habits hold me back',
    repetitionRecommendations: 'What worked well that I should do again',
    reoccurringTrends: 'What topics keep coming up in my entries',
    concernsSelfDoubt: 'What worries me most in my entries',
    risksStrategies: 'How could I take better-sized risks',
    risksImprovableTolerance: 'Where do I avoid risks I could take',
    risksPositiveTolerance: 'Which risks I took paid off',
  };
  const templates = [
    (t: string, d: string) => `How has “${t}” changed since ${d}?`,
    (t: string) => `What was going on when I wrote about “${t}”?`,
    (t: string) => `What could I do next about “${t}”?`,
  ];
  const out: string[] = [];
  for (let n = 0; n < count; n += 1) {
    const it = items[n % Math.max(items.length, 1)];
    if (!it?.topic) {
      out.push(`${general[field]}${n ? ` (${['this month', 'this year'][(n - 1) % 2]})` : ''}?`);
      continue;
    }
    const first = it.sources?.[0]?.dateRecorded.slice(0, 10) ?? 'I started';
    out.push(templates[n % templates.length]!(it.topic, first));
  }
  return distinct(out);
}
