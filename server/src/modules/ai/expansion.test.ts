import { roleLinks } from './entities';
import { evidenceIn } from './evidence';
import { expandTerms, inflected, neighbours } from './expansion';
import { keyTerms } from './question';
import { ASKED, entriesOf, journalIndex } from './testing/journalIndex';
import { relatives } from './wordnet';

/*
 * What a question's words may be written as in a journal: WordNet's relatives, names linked to roles,
 * stems; and the rules that keep a relative from answering what the journal does not hold.
 */

const index = journalIndex([
  { id: 'garden', name: 'Garden', transcript: 'Planted tomatoes and basil in the garden.', day: '2026-04-05' },
  { id: 'move', name: 'Moved', transcript: 'Moved into the new flat. My brother Ollie drove the van.', day: '2026-04-01' },
  { id: 'wedding', name: 'Wedding', transcript: 'Ollie married Priti in Bath.', day: '2026-10-10' },
  { id: 'tax', name: 'Tax', transcript: 'I need to put aside £3,200 for the tax bill.', day: '2026-08-19' },
  { id: 'savings', name: 'Savings', transcript: 'The tax saving is in a separate account now.', day: '2026-11-16' },
  { id: 'days', name: 'Long days', transcript: 'Twelve-hour days at the desk, every day this week.', day: '2026-09-29' },
  { id: 'lessons', name: 'Spanish', transcript: 'Spanish lessons with Lucía on Tuesdays.', day: '2026-01-07' },
]);
const formsOf = (question: string) => Object.fromEntries(expandTerms(index, keyTerms(question)).map((t) => [t.lemma, Object.fromEntries(t.forms)]));
const ask = (question: string) => evidenceIn(index, question, ASKED).passages.map((p) => p.entryId);

describe('query expansion', () => {
  it('reads WordNet: synonyms, narrower kinds and derivations, rarer senses for less', () => {
    expect(relatives('vegetable', 'NOUN').get('tomato')).toBeGreaterThan(0.5);
    expect(relatives('payment', 'NOUN').get('pay')).toBe(0.8);
    expect(relatives('pain', 'NOUN').get('ache')).toBe(0.7);
    expect(relatives('unknownword')).toEqual(new Map());
  });

  it('gives a synonym or a kind of the word its full credit however often the journal writes it', () => {
    const family = journalIndex(
      entriesOf('f', ['Mum rang about Sunday.', 'Took Mum to the seaside.', 'Mum forgot my name today.', 'Mum is in hospital.', 'Fixed the fence with Dad.']),
    );
    const [mother] = expandTerms(family, keyTerms('Where is my mother?'));
    // "Mum" is in four entries of five: as a kind of mother it still counts at the narrower credit.
    expect(Math.max(...mother!.forms.values())).toBeGreaterThanOrEqual(0.7);
  });

  it('finds a verb phrase in any inflection of its verb ("takings" of "take in")', () => {
    const takings = journalIndex(entriesOf('t', ['March takings £3,920, the best month yet.', 'Took the van in for a service.']));
    const [takeIn] = expandTerms(takings, keyTerms('How much did I take in?'));
    expect(takeIn!.lemma).toBe('take in');
    expect(takeIn!.forms.get('taking')).toBeGreaterThanOrEqual(0.9);
  });

  it('finds an activity where it is done ("swimming": "Back in the pool")', () => {
    const pool = journalIndex(entriesOf('p', ['Back in the pool, just Mondays for now.', 'Lunch with Kat.']));
    const [swimming] = expandTerms(pool, keyTerms('How was my swimming?'));
    expect(swimming!.forms.get('pool')).toBeGreaterThanOrEqual(0.5);
  });

  it('in a period, takes a word written once beside the asked one for it', () => {
    const money = journalIndex([
      { id: 'm1', transcript: 'Money is tight.', day: '2026-01-10' },
      { id: 'm2', transcript: 'Money worries again.', day: '2026-02-10' },
      { id: 'm3', transcript: 'Money for the overdraft is put by.', day: '2026-03-01' },
      { id: 'm4', transcript: 'The overdraft is cleared at last.', day: '2026-07-10' },
      { id: 'm5', transcript: 'Lunch with Kat.', day: '2026-07-12' },
    ]);
    expect(evidenceIn(money, 'What went wrong with money last summer?', ASKED).passages.map((p) => p.entryId)).toEqual(['m4']);
    // Over the whole journal one shared sentence is not enough.
    expect(expandTerms(money, keyTerms('What went wrong with money?')).find((t) => t.lemma === 'money')!.forms.has('overdraft')).toBe(false);
  });

  it('keeps only the forms the journal holds, each with its credit', () => {
    const forms = formsOf('What vegetables did I plant?');
    expect(Object.keys(forms['vegetable']!)).toContain('tomato');
    expect(Object.keys(forms['vegetable']!).every((f) => index.df(f) > 0)).toBe(true);
    // "savings" and "saving" share a stem.
    expect(formsOf('How are my tax savings?')['saving']).toMatchObject({ saving: 1 });
  });

  it('links a role to the name the journal gives it, both ways', () => {
    expect(roleLinks('Moved in. My brother Ollie drove the van.')).toEqual([['brother', 'ollie']]);
    expect(roleLinks('Met Graham the accountant; the landlord, Mrs Pike, called; Amara, a designer I met.')).toEqual(
      expect.arrayContaining([
        ['accountant', 'graham'],
        ['landlord', 'pike'],
        ['designer', 'amara'],
      ]),
    );
    // "Took the desk back": a verb opening a sentence names no one (no entry writes "Took" inside a sentence).
    const took = journalIndex([{ id: 't', name: 'Desk', transcript: 'Took the co-working desk back, two days a week.' }]);
    expect(took.links.size).toBe(0);
    expect(formsOf('Who did my brother marry?')['brother']).toMatchObject({ ollie: 0.9 });
    expect(ask('Who did my brother marry?')).toEqual(['wedding']);
  });

  it('finds a thing by the name it was given as it was met', () => {
    const van = journalIndex([
      { id: 'viewing', transcript: 'Went to look at a camper van for sale in Hull. She is called Maud.', day: '2026-01-04' },
      { id: 'bought', transcript: 'They accepted £9,000 for Maud. Collecting her on Friday.', day: '2026-01-15' },
      { id: 'service', transcript: 'Paid £400 for a service on Maud. The brakes were fine.', day: '2026-03-02' },
      ...entriesOf('day', ['Paid the electricity bill.', 'Rain all day.', 'Pay day at last.', 'Walked to the harbour.']),
    ]);
    expect(evidenceIn(van, 'How much did I pay for the van?', ASKED).passages.map((p) => p.entryId)).toEqual(['bought']);
  });

  it('finds a thing by the name given a kind of it, as by a name given the word itself', () => {
    const pets = journalIndex([
      { id: 'adopted', transcript: 'We adopted a puppy from the rescue and called him Pip.', day: '2026-04-28' },
      { id: 'vet', transcript: 'Took Pip to the vet with a thorn in his paw.', day: '2026-06-02' },
      ...entriesOf('day', ['Rain all day.', 'Walked to the harbour.', 'Baked bread for the market.']),
    ]);
    const [dog] = expandTerms(pets, keyTerms('When did my dog see the vet?'));
    // A puppy is a kind of dog; Pip is the puppy's name.
    expect(relatives('dog', 'NOUN').get('puppy')).toBeGreaterThanOrEqual(0.7);
    expect(dog!.forms.get('pip')).toBeGreaterThan(0.5);
    expect(evidenceIn(pets, 'When did my dog see the vet?', ASKED).passages.map((p) => p.entryId)).toEqual(['vet']);
  });

  it('a commoner word stands in for a rarer one only in part, so a birthday is not any day', () => {
    const forms = formsOf('What did I do on my birthday?')['birthday'] ?? {};
    expect(forms['day'] ?? 0).toBeLessThan(0.5);
    expect(ask('What did I do on my birthday?')).toEqual([]);
  });

  it('a question whose subject the journal holds in no form finds nothing, however well its names match', () => {
    expect(ask('Which textbook did Lucía give me?')).toEqual([]);
    expect(ask('How much did my new laptop cost?')).toEqual([]);
    expect(ask('How much do I need to put aside for tax?')).toEqual(['tax']);
  });

  it('a thing asked about that the journal never writes must be in the sentence in a good form', () => {
    // "Bath" and "Ollie" match; nothing of a train or a honeymoon is written.
    expect(ask('Which train did I take to Bath?')).toEqual([]);
    expect(ask('Where did Ollie and Priti go on honeymoon?')).toEqual([]);
    // Tomatoes are a kind of vegetable.
    expect(ask('Which vegetables did I plant in the garden?')).toEqual(['garden']);
  });

  it('a word of the same stem stands in fully only when it is an inflection', () => {
    expect(inflected('save', 'saving')).toBe(true);
    expect(inflected('swim', 'swimming')).toBe(true);
    expect(inflected('lesson', 'lessons')).toBe(true);
    expect(inflected('accountant', 'account')).toBe(false);
    expect(inflected('design', 'designer')).toBe(false);
  });

  it('the question\'s own wording, a word no entry holds in any form, weighs nothing', () => {
    expect(ask('What vegetables did I grow outdoors?')).toEqual(['garden']);
  });

  it('a verb phrase is written as what WordNet says it means, or as its verb', () => {
    expect(relatives('look at', 'VERB').get('view')).toBeGreaterThan(0.5);
    const viewed = journalIndex([
      { id: 'v', name: 'Viewing', transcript: 'Viewed a flat in Easton.' },
      { id: 'w', name: 'Work', transcript: 'Worked on the museum site all week.' },
    ]);
    const forms = (question: string) => expandTerms(viewed, keyTerms(question)).map((t) => [t.lemma, Object.fromEntries(t.forms)]);
    expect(forms('Which flats did I look at?')[0]).toEqual(['look at', expect.objectContaining({ view: expect.any(Number) })]);
    expect(forms('What did I work on?')[0]).toEqual(['work on', { work: 1 }]);
  });

  it('the words written beside a word stand in for it when they name things, not when they describe them', () => {
    const clients = journalIndex(entriesOf('c', ['Signed a new client, a bakery in Bath.', 'New client: a climbing wall in Bath.', 'The bakery paid.'], 'Work'));
    expect(neighbours(clients, 'client')).toContain('bath');
    expect(neighbours(clients, 'client')).not.toContain('new');
    // A word of the journal's own that WordNet does not know is kept.
    const glazes = journalIndex(entriesOf('g', ['Fired the raku glaze today.', 'The raku glaze cracked.'], 'Glaze'));
    expect(neighbours(glazes, 'glaze')).toContain('raku');
  });

  it('a thing asked about is held in full where the sentence writes the word as a verb ("my run": "ran")', () => {
    const runs = journalIndex([
      { id: 'ran', transcript: 'Ran 15 km on the Chevin hills.' },
      { id: 'rain', transcript: 'Rain all day.' },
    ]);
    const asked = evidenceIn(runs, 'How far was my run on the hills?', ASKED);
    expect(asked.passages.map((p) => [p.entryId, p.score])).toEqual([['ran', 1]]);
  });

  it('defines a noun asked in a plural WordNet knows as a word of its own by that plural', () => {
    const shifts = journalIndex([
      { id: 'hired', name: 'Dev', transcript: 'Hired Dev for Saturday mornings, £11.50 an hour.', day: '2026-03-10' },
      { id: 'more', name: 'Thursdays', transcript: 'Dev works Thursdays as well as Saturdays now.', day: '2026-05-23' },
    ]);
    // "hours": "period of time assigned for work"; "hour" is sixty minutes.
    const [, hours] = expandTerms(shifts, keyTerms('How did Dev’s hours change?'));
    expect(hours!.forms.get('work')).toBeGreaterThan(0);
    expect(expandTerms(shifts, keyTerms('What did Dev do for an hour?')).find((t) => t.lemma === 'hour')!.forms.has('work')).toBe(false);
  });
});
