import { datedSentences } from './nlp';

const nounsOf = (text: string) => datedSentences([{ id: 'e', name: 'Entry', transcript: text, dateRecorded: new Date('2026-01-05T12:00:00Z') }], 'UTC')[0]!.nouns;

describe('insight sentences', () => {
  it('keeps a numbered name ("Year 11") as a subject beside its noun', () => {
    expect(nounsOf('My Year 11 set did the practice paper.')).toEqual(expect.arrayContaining(['year', 'year 11', 'paper']));
    // Only a capitalised name is numbered: "page 12" is a place in a text.
    expect(nounsOf('Read page 12 of the report.')).not.toContain('page 12');
  });

  it('takes no word with a full stop for a noun (wink reads "no." as the abbreviation)', () => {
    expect(nounsOf('I said no. Wholesale is how small bakers go broke.')).toEqual(['wholesale', 'baker']);
  });
});
