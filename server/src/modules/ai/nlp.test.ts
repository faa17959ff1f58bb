import { analyseSentences, contentWords, isFunctionWord, splitSentences, writtenNames } from './nlp';

describe('sentences', () => {
  it('ends a sentence after "no." that wink would run on into the next, and keeps "No. 10" whole', () => {
    expect(splitSentences('Lark asked for 20 loaves. I said no. Wholesale is how small bakers go broke. He lives at No. 10 Downing Street.')).toEqual([
      'Lark asked for 20 loaves.',
      'I said no.',
      'Wholesale is how small bakers go broke.',
      'He lives at No. 10 Downing Street.',
    ]);
  });

  it('reads the sentence after "no." on its own: its first word is no name, and "no." no content word', () => {
    const [said, wholesale] = analyseSentences('I said no. Wholesale is how small bakers go broke.');
    expect(said!.terms).toEqual(['say']);
    expect(wholesale!.names).toEqual([]);
    expect(wholesale!.terms).toContain('wholesale');
  });
});

describe('function words', () => {
  it('knows prepositions, determiners and conjunctions, stop words or not, from words that name things', () => {
    for (const word of ['at', 'on', 'near', 'like', 'the', 'which', 'and']) expect({ word, f: isFunctionWord(word) }).toEqual({ word, f: true });
    for (const word of ['engineer', 'café', 'back', 'side']) expect({ word, f: isFunctionWord(word) }).toEqual({ word, f: false });
  });
});

describe('the month May', () => {
  it('reads "May" written capitalised as the month, and "may" as the verb it is otherwise', () => {
    expect(contentWords('May: 1,240 loaves altogether, takings £5,100.')).toContain('may');
    expect(contentWords('The last week of May was busy.')).toContain('may');
    expect(contentWords('I may go to the market.')).not.toContain('may');
    expect(contentWords('May I come to the market?')).not.toContain('may');
  });

  it('pairs each "may" wink reads with its own writing, when one is joined to a dash or an apostrophe', () => {
    // wink reads a "may" in "May-June" and "may's": counted apart, "May I" would decide the month after it.
    expect(contentWords('May-June was busy. May I go? It may rain.')).toContain('may');
    expect(contentWords("It may've rained. Busy in May.")).toEqual(['rain', 'busy', 'may']);
  });
});

describe('names as written', () => {
  it('gives the whole capitalised name each word belongs to, without an opening verb, "The" or "I"', () => {
    expect(writtenNames('Ran 12 km to Golden Acre Park with Leo.', ['golden', 'park', 'leo'])).toEqual(['Golden Acre Park', 'Leo']);
    expect(writtenNames('Hired Dev, a student, for Saturdays.', ['dev'])).toEqual(['Dev']);
    expect(writtenNames('Told Eleanor I am stopping lessons.', ['eleanor'])).toEqual(['Eleanor']);
    expect(writtenNames('Tomasz from The Green Door asked for 40 cups.', ['tomasz', 'green'])).toEqual(['Tomasz', 'Green Door']);
    expect(writtenNames('Sent the invoice to Crumb & Co today.', ['crumb'])).toEqual(['Crumb & Co']);
  });
});
