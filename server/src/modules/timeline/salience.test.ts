import { datedSentences } from '../insights';
import { monthPeriod } from './periods';
import { salience, spreadOf } from './salience';
import { offlineSummariser } from './summarise';

/*
 * A month's summary chooses its events by salience: decisions and changes, firsts, figures, people and
 * strong feelings come before routine, whatever words the month repeats most.
 */

const entry = (day: number, name: string, transcript: string) => ({ id: `e${day}`, name, transcript, dateRecorded: new Date(Date.UTC(2026, 2, day, 12)) });

const month = [
  entry(2, 'Studio', 'Tidied the studio shelves in the studio as usual.'),
  entry(4, 'Lease', 'Signed the lease for the Mill Lane unit: £650 a month.'),
  entry(6, 'Studio', 'Swept the studio floor, studio quiet as usual.'),
  entry(9, 'Kiln', 'First firing in my own kiln, nine hours long.'),
  entry(11, 'Studio', 'Another studio day, nothing much.'),
  entry(14, 'Priya', 'Hired Priya to help two days a week.'),
  entry(18, 'Studio', 'Studio tea break, same as ever.'),
  entry(21, 'Sign', 'Hannah painted the sign for the door and I was so proud.'),
  entry(25, 'Studio', 'Studio cleaning again, the usual.'),
];

describe('summaries by salience', () => {
  const sentences = datedSentences(month, 'UTC');

  it('scores a decision with a figure above routine that repeats the month’s word', () => {
    const spread = spreadOf(sentences);
    const lease = sentences.find((s) => s.entryId === 'e4')!;
    const routine = sentences.find((s) => s.entryId === 'e2')!;
    expect(salience(lease, spread, month.length)).toBeGreaterThan(salience(routine, spread, month.length));
  });

  it('a month’s summary tells its events in date order, one sentence per entry, each citing its entry', async () => {
    const summary = await offlineSummariser.summarise({ period: monthPeriod(2026, 3, 'UTC'), entries: month, sentences });
    const cited = summary.map((s) => s.entries[0]!.entryId);
    // Nine entries: five sentences and one more for the four entries beyond five.
    expect(cited).toHaveLength(6);
    expect(cited).toEqual(expect.arrayContaining(['e4', 'e9', 'e14', 'e21']));
    expect([...cited].sort((a, b) => Number(a.slice(1)) - Number(b.slice(1)))).toEqual(cited);
    expect(summary.find((s) => s.entries[0]!.entryId === 'e4')!.text).toBe('Signed the lease for the Mill Lane unit: £650 a month.');
  });

  it('weighs an entry by all it tells: its best sentence and a share of the rest', async () => {
    const week = [
      entry(3, 'Yes', 'The museum said yes! Start in September, deadline in November. Scared and thrilled.'),
      entry(5, 'Gift', 'Gave a bagful of courgettes to the neighbours, Sue and Martin.'),
      entry(7, 'Offer', 'Made an offer on the flat in Easton.'),
      entry(8, 'Lease', 'Signed the lease for £650 with Priya.'),
      entry(9, 'Swim', 'Swam on Mondays and Thursdays.'),
    ];
    const sentences = datedSentences(week, 'UTC');
    const spread = spreadOf(sentences);
    const best = (id: string) => Math.max(...sentences.filter((s) => s.entryId === id).map((s) => salience(s, spread, week.length)));
    // The offer's one sentence outweighs the museum's best, but the museum's entry tells more.
    expect(best('e7')).toBeGreaterThan(best('e3'));
    const summary = await offlineSummariser.summarise({ period: { ...monthPeriod(2026, 3, 'UTC'), scale: 'WEEK' }, entries: week, sentences });
    expect(summary.map((s) => s.entries[0]!.entryId)).toEqual(['e3', 'e5', 'e8']);
    expect(summary[0]!.text).toBe('The museum said yes!');
  });

  it('prefers an entry with news of its own to one whose subjects the summary already tells', async () => {
    const week = [
      entry(2, 'Valencia', 'First day in Valencia: ordered lunch in Spanish.'),
      entry(4, 'Valencia', 'Still in Valencia, speaking Spanish.'),
      entry(5, 'Lease', 'Signed the lease for £650.'),
      entry(6, 'Garden', 'The tomatoes in the garden are ripe.'),
    ];
    const sentences = datedSentences(week, 'UTC');
    const spread = spreadOf(sentences);
    const [, again, , tomatoes] = sentences.map((s) => salience(s, spread, week.length));
    expect(again).toBeGreaterThan(tomatoes!);
    const summary = await offlineSummariser.summarise({ period: { ...monthPeriod(2026, 3, 'UTC'), scale: 'WEEK' }, entries: week, sentences });
    expect(summary.map((s) => s.entries[0]!.entryId)).toEqual(['e2', 'e5', 'e6']);
  });

  it('reads a plural day as no person, and an offer made as an event', () => {
    const alone = (name: string, text: string) => {
      const [sentence] = datedSentences([entry(9, name, text)], 'UTC');
      return salience(sentence!, spreadOf([sentence!]), 1);
    };
    expect(alone('Swim', 'Swam on Mondays.')).toBeCloseTo(alone('Swim', 'Swam on weekdays.'));
    expect(alone('Swim', 'Swam with Priya.') - alone('Swim', 'Swam with friends.')).toBeCloseTo(0.5);
    expect(alone('Offer', 'Made an offer on the flat.') - alone('Flat', 'Made a plan for the flat.')).toBeCloseTo(1.5);
    // A habit kept is routine, not news.
    expect(alone('Run', 'Went for a run by the river.') - alone('Run', 'Went for a run by the river every morning.')).toBeCloseTo(1);
  });
});
