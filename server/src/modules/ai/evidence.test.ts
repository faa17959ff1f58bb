import { evidenceIn } from './evidence';
import { analyseEntry, buildIndex } from './lexicalIndex';
import { analyseSentences } from './nlp';

/*
 * Which sentences support an answer: what a list asks for is a thing, not the act written as a verb; a
 * period asked of with wording no entry holds tells that period's entries; a figure of a kind that is
 * not money is a measure of the thing asked about; a change of an amount tells of a change of price.
 */

const journal = [
  ['meetup', 'Meetup', 'Gave a talk on accessible forms at the meetup.', '2026-02-20'],
  ['conference', 'Conference', 'Gave my talk in Manchester to about two hundred people.', '2026-10-03'],
  ['lonely', 'Lonely', 'Working from home is lonely. Three days without talking to anyone.', '2026-05-11'],
] as const;
const index = buildIndex(
  journal.map(([id, name, transcript, day]) => analyseEntry({ id, name, transcript, dateRecorded: new Date(`${day}T12:00:00Z`), isPrivate: false, dateUpdated: new Date(0) })),
);
const ask = (question: string) =>
  evidenceIn(index, question, { timeZone: 'UTC', now: new Date('2026-11-20T12:00:00Z'), withPrivate: true, limit: 8 }).passages.map((p) => p.entryId);

describe('evidence', () => {
  it('lists the things asked for, not a sentence holding the word only as a verb', () => {
    expect(ask('Which talks did I give?')).toEqual(['meetup', 'conference']);
    expect(analyseSentences('Three days without talking to anyone.')[0]!.verbsOnly).toEqual(['talk']);
    expect(analyseSentences('Gave my talk and kept talking.')[0]!.verbsOnly).toEqual(['give', 'keep']);
  });

  it('tells a period’s entries when the rest of the question is wording no entry holds in any form', () => {
    // "wrong" is in no entry, in no form: the question asks what the week held.
    expect(ask('What went wrong in the second week of May?')).toEqual(['lonely']);
    // A thing asked about that no entry holds still finds nothing.
    expect(ask('What did the plumber fix in the second week of May?')).toEqual([]);
  });

  it('answers "what mark" with a measure of the thing asked about, not an amount, a date or another grade', () => {
    const exams = buildIndex(
      [
        ['entered', 'Eleanor thinks I could take grade 3 cello in July. Entered for the 11th, £52.', '2026-05-27'],
        ['result', 'Grade 3 cello result: 118 out of 150, a merit.', '2026-07-20'],
        ['exam', 'Grade 3 cello exam this morning. Fluffed the second scale.', '2026-07-11'],
        ['exam', 'Grade 3 cello exam this morning. Fluffed the second scale.', '2026-07-11'],
    ['gcse', 'GCSE results: 71% of 11C got a grade 4 or above.', '2026-08-20'],
      ].map(([id, transcript, day]) => analyseEntry({ id: id!, name: 'Day', transcript: transcript!, dateRecorded: new Date(`${day}T12:00:00Z`), isPrivate: false, dateUpdated: new Date(0) })),
    );
    const options = { timeZone: 'UTC', now: new Date('2026-11-20T12:00:00Z'), withPrivate: true, limit: 8 };
    expect(evidenceIn(exams, 'What mark did I get in my grade 3 cello exam?', options).passages.map((p) => p.entryId)).toEqual(['result']);
  });

  it('reads a change from one amount to another as a change of the money asked about', () => {
    const prices = buildIndex(
      [
        ['first', 'Price', 'Raised the sourdough from £4.20 to £4.60 to cover the loan.', '2026-02-07'],
        ['again', 'Flour up', 'Flour is up 15%. Raised the sourdough again, from £4.60 to £4.90.', '2026-08-29'],
        ['market', 'Market', 'Sold out of rye by ten. The rye price stays at £3.', '2026-05-02'],
      ].map(([id, name, transcript, day]) => analyseEntry({ id: id!, name: name!, transcript: transcript!, dateRecorded: new Date(`${day}T12:00:00Z`), isPrivate: false, dateUpdated: new Date(0) })),
    );
    const options = { timeZone: 'UTC', now: new Date('2026-11-20T12:00:00Z'), withPrivate: true, limit: 8 };
    expect(evidenceIn(prices, 'How did my sourdough price change?', options).passages.map((p) => p.entryId)).toContain('again');
  });
});
