import type { DateRange } from '../dateRange';
import type { Passage } from '../retrieval';
import { figureTrail, offlineAnswer, periodLead } from './offline';
import type { QuestionKind } from '../question';

/** The embedded engine's answer to `question`, each entry a whole passage. */
function answerFrom(question: string, kind: QuestionKind, entries: { id: string; name: string; transcript: string; dateRecorded: Date }[], range: DateRange | null = null) {
  return offlineAnswer({
    question,
    entries,
    passages: entries.map((e) => ({ entryId: e.id, entryName: e.name, dateRecorded: e.dateRecorded, sentence: e.transcript, score: 1 })),
    kind,
    timeZone: 'UTC',
    webSources: [],
    history: [],
    range,
  });
}

describe('the embedded engine’s answer', () => {
  it('opens with the period as a reader would write it', () => {
    expect(periodLead('after his knee operation')).toBe('After his knee operation');
    expect(periodLead('last summer')).toBe('Last summer');
    expect(periodLead('since I started')).toBe('Since I started');
    expect(periodLead('the second week of March')).toBe('In the second week of March');
    expect(periodLead('June')).toBe('In June');
  });

  it('counts the entries of a period under that opening', () => {
    const entry = (id: string, day: string) => ({ id, name: id, transcript: `${id} happened.`, dateRecorded: new Date(`${day}T12:00:00Z`) });
    const entries = [entry('visit', '2026-05-09'), entry('sail', '2026-06-14')];
    const answer = answerFrom('What did Dad do after his knee operation?', 'fact', entries, {
      from: new Date('2026-05-07T00:00:00Z'),
      to: new Date('2026-11-20T12:00:00Z'),
      phrase: 'after his knee operation',
    });
    expect(answer).toContain('After his knee operation, 2 entries:');
    expect(answer).toContain('- On 9 May 2026: visit happened. [E1]');
  });

  it('tells a change of something counted as its figures in date order', () => {
    const passage = (sentence: string): Passage => ({ entryId: sentence, entryName: '', dateRecorded: new Date(), sentence, score: 1 });
    const prices = ['Raising mug prices from £18 to £22.', 'Sold 8 mugs and a regular grumbled about paying £22.', 'Dropping mugs back to £20.'].map(passage);
    expect(figureTrail('How did my mug prices change?', prices)).toBe('£18 → £22 → £20');
    // What is not counted has no figures to follow, and figures of different things make no trail.
    expect(figureTrail('How did my view on teaching change?', prices)).toBeNull();
    const members = ['The club ran 10 km in the dark.', 'The mug club has 14 members.', 'The mug club is at 31 members now.'].map(passage);
    expect(figureTrail('How did the members of the mug club grow?', members)).toBeNull();
    expect(figureTrail('How did the members of the mug club grow?', members.slice(1))).toBe('14 → 31');
  });

  it('adds up the amounts a sum asks for, each as written without the comma after it', () => {
    const entries = [
      { id: 'first', name: 'Invoice', transcript: 'Sent the first invoice for £1,500, a third of the fee.', dateRecorded: new Date('2026-02-01T12:00:00Z') },
      { id: 'rest', name: 'Paid', transcript: 'They paid the rest, £3,000.', dateRecorded: new Date('2026-04-01T12:00:00Z') },
    ];
    expect(answerFrom('How much did they pay me in total?', 'aggregate', entries).split('\n')[0]).toBe('**£4,500 in total (£1,500 + £3,000)**');
  });
});
