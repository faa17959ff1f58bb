import { analyseSentences } from './nlp';
import { answerType, asksPresent, asksQuantity, asksTrouble, figureStems, keyTerms, questionKind } from './question';

describe('reading a question', () => {
  it.each([
    ['How long did I train for the race?', 'duration'],
    ['How did my mug prices change over the year?', 'change'],
    ['Did I keep selling on Etsy?', 'change'],
    ['How many times did I see the physio?', 'aggregate'],
    ['Which markets did I sell at?', 'aggregate'],
    // Every time something went wrong.
    ['What went wrong with the kiln?', 'aggregate'],
    ['What orders did Tomasz place?', 'aggregate'],
    // "Who have I …" asks for everyone so far, as "where have I …" asks for every place.
    ['Who have I hired to help?', 'aggregate'],
    ['Who did I hire to run the stall?', 'fact'],
    ['How much was the deposit?', 'number'],
    // A figure asked of several periods is one per period.
    ['How much have I taken in the months I wrote down?', 'aggregate'],
    ['How many loaves did I sell each week?', 'aggregate'],
    ['How much did I take in the first month?', 'number'],
    ['What was my finishing time?', 'number'],
    // What a thing cost asks for its amount, however the question opens.
    ['What did the new boiler cost?', 'number'],
    ['What did the plumber charge for the call-out?', 'number'],
    // A noun WordNet defines as a number ("mark": "a number or letter indicating quality").
    ['What mark did I get in the exam?', 'number'],
    ['What city did she move to?', 'fact'],
    ['Who is my landlord?', 'fact'],
    ['What did customers say about the plan?', 'fact'],
    ['Where is the climbing wall?', 'fact'],
  ])('"%s" asks for a %s', (question, kind) => {
    expect(questionKind(question)).toBe(kind);
  });

  it('keeps the words that say what it is about, without framing words or its period', () => {
    expect(keyTerms('What happened with the kiln in July?', 'July').map((t) => t.lemma)).toEqual(['kiln']);
    expect(keyTerms('How did my mug prices change over the year?').map((t) => t.lemma)).toEqual(['mug', 'price']);
    expect(keyTerms('What did I write in the second week of March?', 'the second week of March')).toEqual([]);
    expect(keyTerms('Who teaches me Spanish?').map((t) => [t.lemma, t.pos])).toEqual([
      ['teach', 'VERB'],
      ['spanish', expect.stringMatching(/NOUN|PROPN|ADJ/)],
    ]);
  });

  it('reads a closing "called" or "named" as asking for a name, and any other as an act', () => {
    expect(keyTerms('What is my sourdough starter called?').map((t) => t.lemma)).toEqual(['sourdough', 'starter']);
    expect(keyTerms('Who called me about the lease?').map((t) => t.lemma)).toContain('call');
  });

  it('reads "my mind" and "my plans" before what they are about as the question’s frame', () => {
    expect(keyTerms('How did my mind change about selling wholesale?').map((t) => t.lemma)).toEqual(['sell', 'wholesale']);
    expect(keyTerms('How did my plans for the Timber Hill shop evolve?').map((t) => t.lemma)).toEqual(['timber', 'hill', 'shop']);
    expect(keyTerms('Which plans fell through?').map((t) => t.lemma)).toContain('plan');
  });

  it('reads a light noun ("problem", "arrangement", "view") as the frame of a question about something else', () => {
    expect(keyTerms('How did my knee problem evolve?').map((t) => t.lemma)).toEqual(['knee']);
    expect(keyTerms('How did my view on teaching change?').map((t) => t.lemma)).toEqual(['teaching']);
    expect(keyTerms('How did the Pantry arrangement change?').map((t) => t.lemma)).toEqual(['pantry']);
    // Alone, it is what the question is about.
    expect(keyTerms('What was the problem?').map((t) => t.lemma)).toEqual(['problem']);
  });

  it('reads "what went wrong" and "problems" as asking for trouble, not for the words', () => {
    expect(asksTrouble('What went wrong with the kiln over time?')).toBe(true);
    expect(asksTrouble('What problems did I have with the van?')).toBe(true);
    expect(asksTrouble('What did I fire in the kiln?')).toBe(false);
    expect(keyTerms('What went wrong with the kiln?').map((t) => t.lemma)).toEqual(['kiln']);
  });

  it('reads a change of something counted ("hours", "how did the club grow") as told by figures', () => {
    expect(asksQuantity('How did Priya’s hours change?')).toBe(true);
    expect(asksQuantity('How did the mug club grow?')).toBe(true);
    expect(asksQuantity('How did my view on teaching change?')).toBe(false);
  });

  it('reads "now" and "currently" as asking for the present state, not as words an entry must hold', () => {
    expect(asksPresent('How many members does the mug club have now?')).toBe(true);
    expect(asksPresent('How many members joined the mug club?')).toBe(false);
    expect(keyTerms('What is my rent currently?').map((t) => t.lemma)).toEqual(['rent']);
    expect(keyTerms('How many members does the mug club have now?').map((t) => t.lemma)).toEqual(['member', 'mug', 'club']);
  });

  it('reads the words naming the figure asked for ("finishing" of "my finishing time")', () => {
    expect(figureStems('What was my finishing time in the Leeds Half Marathon?')).toEqual(['finish']);
    expect(figureStems('What was the monthly rent?')).toEqual(['month']);
    expect(figureStems('Where did I finish the race?')).toEqual([]);
  });

  it('reads "a place on" a class as asking about the class', () => {
    expect(keyTerms('How much does a place on my bread class cost?').map((t) => t.lemma)).toEqual(['bread', 'class', 'cost']);
    expect(keyTerms('Which place did we stay at?').map((t) => t.lemma)).toContain('place');
  });

  it('reads a closing "to <verb>" after a participle as what the act was for, not what the question is about', () => {
    expect(keyTerms('Who have I hired to help?').map((t) => t.lemma)).toEqual(['hire']);
    expect(keyTerms('What have I tried to fix?').map((t) => t.lemma)).toContain('fix');
  });

  it('reads the kind of thing the answer is', () => {
    expect(answerType('Which city did she move back to?')).toBe('city');
    expect(answerType('What score did I get in the test?')).toBe('score');
    expect(answerType('What did the vet say?')).toBeNull();
    expect(answerType('Who drove the van?')).toBeNull();
    // Of a compound, its head: the last noun.
    expect(answerType('Which cello grades have I worked towards?')).toBe('grade');
    expect(answerType('Which friend came to the wedding?')).toBe('friend');
    expect(questionKind('What exam mark did I get?')).toBe('number');
  });

  it('keeps the words wink lists as stop words that name what a journal is about', () => {
    expect(keyTerms('How did my back pain change?').map((t) => t.lemma)).toEqual(['back', 'pain']);
    expect(keyTerms('Was I alone at the front desk?').map((t) => t.lemma)).toEqual(expect.arrayContaining(['alone', 'front', 'desk']));
  });

  it('reads as a noun a word wink tags an adverb, a verb or a closing adjective after a determiner, and the compound it opens', () => {
    const pos = (question: string) => keyTerms(question).map((t) => [t.lemma, t.pos]);
    expect(pos('How did my back pain change?')).toEqual([
      ['back', 'NOUN'],
      ['pain', 'NOUN'],
    ]);
    // The verb a question ends on stays a verb ("hurt"), and so does one no determiner opens.
    expect(pos('Why did my back hurt?')).toEqual([
      ['back', 'NOUN'],
      ['hurt', 'VERB'],
    ]);
    expect(pos('When did I go back to swimming?')).not.toContainEqual(['back', 'NOUN']);
    // An adjective no noun follows ends its phrase: "my flat" is the flat.
    expect(pos('What is the rent on my flat now?')).toContainEqual(['flat', 'NOUN']);
    expect(pos('Did I buy a flat tyre?')).not.toContainEqual(['flat', 'NOUN']);
  });

  it('reads a number with a letter written against it ("11C") as one word, in the question and the journal alike', () => {
    expect(keyTerms('How did 11C’s chemistry results change?').map((t) => t.lemma)).toEqual(['11c', 'chemistry', 'result']);
    expect(analyseSentences('My Year 11 set, 11C, did the practice paper.')[0]!.terms).toContain('11c');
    // A unit is a word of its own ("5km" is five kilometres).
    expect(analyseSentences('Ran 5km before work.')[0]!.terms).toContain('km');
  });

  it('reads a verb phrase WordNet knows as one term', () => {
    expect(keyTerms('Which flats did I look at?').map((t) => t.lemma)).toEqual(['look at', 'flat']);
    expect(keyTerms('When did I take up swimming?').map((t) => t.lemma)).toEqual(['take up', 'swimming']);
    // A particle the question ends on makes a phrase of its verb, known to WordNet or not.
    expect(keyTerms('Where have I worked from?').map((t) => t.lemma)).toEqual(['work from']);
  });
});
