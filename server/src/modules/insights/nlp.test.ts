import { turnsDuring } from '../../test/turns';
import { ENTRIES_PER_TURN } from '../common';
import { datedSentences, readDatedSentences } from './nlp';

const sentencesOf = (text: string) => datedSentences([{ id: 'e', name: 'Entry', transcript: text, dateRecorded: new Date('2026-01-05T12:00:00Z') }], 'UTC');
const nounsOf = (text: string) => sentencesOf(text)[0]!.nouns;

describe('insight sentences', () => {
  it('keeps a numbered name ("Year 11") as a subject beside its noun', () => {
    expect(nounsOf('My Year 11 set did the practice paper.')).toEqual(expect.arrayContaining(['year', 'year 11', 'paper']));
    // Only a capitalised name is numbered: "page 12" is a place in a text.
    expect(nounsOf('Read page 12 of the report.')).not.toContain('page 12');
  });

  it('takes no word with a full stop for a noun (wink reads "no." as the abbreviation)', () => {
    expect(sentencesOf('I said no. Wholesale is how small bakers go broke.').flatMap((s) => s.nouns)).toEqual(['wholesale', 'baker']);
  });

  it('keeps the nouns before a colon as the sentence’s heading', () => {
    expect(sentencesOf('Christmas market Saturday: sold out by eleven, 60 loaves.')[0]!.heading).toEqual(['christmas', 'market', 'saturday']);
    expect(sentencesOf('Sold out by eleven at the Christmas market.')[0]!.heading).toEqual([]);
  });

  it('ends a sentence after "no." where wink runs it into the next, as the AI reads it', () => {
    const read = sentencesOf('Asked to supply the deli, I said no. Wholesale is how small bakers go broke.');
    expect(read.map((s) => s.text)).toEqual(['Asked to supply the deli, I said no.', 'Wholesale is how small bakers go broke.']);
    expect(read[1]!.nouns).toEqual(['wholesale', 'baker']);
  });
});

describe('readDatedSentences', () => {
  it('reads a big journal with turns of the event loop between slices, to the same sentences', async () => {
    const entries = Array.from({ length: ENTRIES_PER_TURN * 3 }, (_, i) => ({
      id: `e${i}`,
      name: 'Entry',
      transcript: `Sold ${i + 1} loaves at the market. The rye went first.`,
      dateRecorded: new Date(Date.UTC(2026, 0, 1 + i)),
    }));
    let read: Awaited<ReturnType<typeof readDatedSentences>> = [];
    const turns = await turnsDuring(async () => (read = await readDatedSentences(entries, 'UTC')));
    expect(turns).toBeGreaterThanOrEqual(2);
    expect(read).toEqual(datedSentences(entries, 'UTC'));
    expect(read).toHaveLength(entries.length * 2);
  });
});
