import { evidenceIn } from './evidence';
import { analyseSentences } from './nlp';
import { ASKED, entriesOf, journalIndex } from './testing/journalIndex';

/*
 * Which sentences support an answer: what a list asks for is a thing, not the act written as a verb nor
 * a statement of all of them ("Clients like…"); a period asked of with wording no entry holds tells that
 * period's entries; a figure of a kind that is not money is a measure of the thing asked about; a change
 * of an amount tells of a change of price, whatever the entry calls it; what was paid for a thing is an
 * amount written as paid for it.
 */

const index = journalIndex([
  { id: 'meetup', name: 'Meetup', transcript: 'Gave a talk on accessible forms at the meetup.', day: '2026-02-20' },
  { id: 'conference', name: 'Conference', transcript: 'Gave my talk in Manchester to about two hundred people.', day: '2026-10-03' },
  { id: 'lonely', name: 'Lonely', transcript: 'Working from home is lonely. Three days without talking to anyone.', day: '2026-05-11' },
]);
/** The entries whose sentences support an answer to `question`, in `journal`. */
const cited = (journal: typeof index, question: string) =>
  evidenceIn(journal, question, ASKED).passages.map((p) => p.entryId);
const ask = (question: string) => cited(index, question);

describe('evidence', () => {
  it('lists the things asked for, not a sentence holding the word only as a verb', () => {
    expect(ask('Which talks did I give?')).toEqual(['meetup', 'conference']);
    expect(analyseSentences('Three days without talking to anyone.')[0]!.verbsOnly).toEqual(['talk']);
    expect(analyseSentences('Gave my talk and kept talking.')[0]!.verbsOnly).toEqual(['give', 'keep']);
  });

  it('lists the things asked for, not a sentence opening on their bare plural, which speaks of all of them', () => {
    const clients = journalIndex([
      { id: 'crumb', transcript: 'Signed a new client, a bakery chain called Crumb & Co.', day: '2026-01-05' },
      { id: 'wall', transcript: 'New client: a climbing wall in Bath wants a members area.', day: '2026-04-09' },
      { id: 'fixed', transcript: 'Decided to quote fixed prices from now on. Clients like knowing the total.', day: '2026-09-22' },
      { id: 'late', transcript: 'Chased a late invoice. Clients pay late, and my client Kat paid today.', day: '2026-10-01' },
    ]);
    expect(cited(clients, 'Which clients did I work for?')).toEqual(['crumb', 'wall', 'late']);
  });

  it('tells a period’s entries when the rest of the question is wording no entry holds in any form', () => {
    // "wrong" is in no entry, in no form: the question asks what the week held.
    expect(ask('What went wrong in the second week of May?')).toEqual(['lonely']);
    // A thing asked about that no entry holds still finds nothing.
    expect(ask('What did the plumber fix in the second week of May?')).toEqual([]);
  });

  it('reads a particle the question ends on as its verb’s: "look at" is not "look for"', () => {
    const flats = journalIndex([
      { id: 'rent', name: 'The flat', transcript: 'The rent goes up in April. Time to look for somewhere else.', day: '2026-01-10' },
      { id: 'viewing', name: 'Viewing', transcript: 'Looked at a one-bed flat in Easton, tiny kitchen but a garden.', day: '2026-02-03' },
    ]);
    expect(cited(flats, 'Which flats did I look at?')).toEqual(['viewing']);
  });

  it('reads a verb the question ends on with its particle ("worked from") as asking for that phrase, known to WordNet or not', () => {
    const work = journalIndex([
      { id: 'late', transcript: 'Worked until midnight three nights running.', day: '2026-01-23' },
      { id: 'library', transcript: 'Too hot upstairs, so I worked from the library on Cheltenham Road.', day: '2026-08-14' },
      { id: 'amara', transcript: 'Asked Amara to work with me on the charity site.', day: '2026-11-09' },
    ]);
    expect(cited(work, 'Where have I worked from?')).toEqual(['library']);
  });

  it('answers "what mark" with a measure of the thing asked about, not an amount, a date or another grade', () => {
    const exams = journalIndex([
      { id: 'entered', transcript: 'Eleanor thinks I could take grade 3 cello in July. Entered for the 11th, £52.', day: '2026-05-27' },
      { id: 'result', transcript: 'Grade 3 cello result: 118 out of 150, a merit.', day: '2026-07-20' },
      { id: 'exam', transcript: 'Grade 3 cello exam this morning. Fluffed the second scale.', day: '2026-07-11' },
      { id: 'gcse', transcript: 'GCSE results: 71% of 11C got a grade 4 or above.', day: '2026-08-20' },
    ]);
    expect(cited(exams, 'What mark did I get in my grade 3 cello exam?')).toEqual(['result']);
  });

  it('reads a change from one amount to another as a change of the money asked about', () => {
    const prices = journalIndex([
      { id: 'first', name: 'Price', transcript: 'Raised the sourdough from £4.20 to £4.60 to cover the loan.', day: '2026-02-07' },
      { id: 'again', name: 'Flour up', transcript: 'Flour is up 15%. Raised the sourdough again, from £4.60 to £4.90.', day: '2026-08-29' },
      { id: 'market', name: 'Market', transcript: 'Sold out of rye by ten. The rye price stays at £3.', day: '2026-05-02' },
    ]);
    expect(cited(prices, 'How did my sourdough price change?')).toContain('again');
  });

  it('tells a change of pricing from an amount that moves, though the entry never writes the word', () => {
    const pricing = journalIndex([
      { id: 'rate', name: 'Day rate', transcript: 'Raised my day rate from £350 to £400. The climbing wall did not blink.', day: '2026-04-27' },
      { id: 'fixed', name: 'Pricing', transcript: 'Decided to quote fixed prices instead of a day rate from now on.', day: '2026-09-22' },
      { id: 'lunch', name: 'Lunch', transcript: 'Lunch with Kat in Bath.', day: '2026-05-02' },
    ]);
    expect(cited(pricing, 'How did my pricing evolve?')).toEqual(['rate', 'fixed']);
  });

  it('answers what was paid for a thing with an amount paid for it, not for something done to it', () => {
    const van = journalIndex([
      { id: 'service', name: 'Service', transcript: 'Paid £400 for a service on the van. The brakes were fine.', day: '2026-03-02' },
      { id: 'bought', name: 'Bought', transcript: 'They accepted £9,000 for the van. Collecting it on Friday.', day: '2026-01-15' },
      ...entriesOf('day', ['Paid the electricity bill.', 'Rain all day.', 'Pay day at last.', 'Walked to the harbour.']),
    ]);
    expect(cited(van, 'How much did I pay for the van?')).toEqual(['bought']);
    // Without an amount paid for the thing, the figure asked for rests where it did.
    expect(cited(van, 'How much did I pay for the service?')).toEqual(['service']);
  });

  it('answers a sum of a named kind ("the deposit") with the amount written beside that word, not one the thing cost', () => {
    const lease = journalIndex([
      { id: 'spend', transcript: 'March: spent £3,900 on the studio (kiln, deposit, shelves, a wheel).', day: '2026-03-27' },
      { id: 'lease', transcript: 'Signed the lease for the unit today: £650 a month, £1,300 deposit.', day: '2026-02-17' },
      // The studio is what this journal is about: most entries name it.
      ...entriesOf('day', ['Rain all day at the studio.', 'Threw six bowls in the studio.', 'Walked to the studio along the canal.']),
    ]);
    expect(cited(lease, 'How much was the deposit for the studio?')).toEqual(['lease']);
    // In a young journal that seldom names the studio, the amount written beside "deposit" still answers.
    const young = journalIndex([
      { id: 'spend', transcript: 'March: spent £3,900 on the studio (kiln, deposit, shelves, a wheel).', day: '2026-03-27' },
      { id: 'lease', transcript: 'Signed the lease for the unit today: £650 a month, £1,300 deposit.', day: '2026-02-17' },
      { id: 'shelf', transcript: 'A second kiln shelf cracked.', day: '2026-05-14' },
      { id: 'club', transcript: 'The mug club is at 31 members now.', day: '2026-09-03' },
    ]);
    expect(cited(young, 'How much was the deposit for the studio?')).toEqual(['lease']);
    // A question about another thing's deposit, which the journal never writes, finds nothing.
    expect(cited(young, 'How much was the deposit for the wedding venue?')).toEqual([]);
  });

  it('answers what something is "now" from the latest entry that says it nearly as well as the best', () => {
    const shop = journalIndex([
      { id: 'seen', transcript: 'Saw an empty shop on Timber Hill. Rent £1,400 a month.', day: '2026-07-15' },
      { id: 'dropped', transcript: 'The Timber Hill shop is still empty and the landlord has dropped the rent to £1,150.', day: '2026-10-25' },
      ...entriesOf('day', ['Rain all day.', 'Baked forty loaves.', 'Sailed to Hickling.']),
    ]);
    expect(cited(shop, 'What is the rent on the Timber Hill shop now?')).toEqual(['dropped']);
    expect(cited(shop, 'What was the rent on the Timber Hill shop when I first saw it?')).toEqual(['seen']);
  });

  it('answers a figure named by words the journal never writes ("my finishing time") from the entry that holds it', () => {
    const race = journalIndex([
      { id: 'race', transcript: 'Leeds Half Marathon done in 2:04:31! Leo paced me to 18 km.', day: '2026-10-11' },
      { id: 'entry', transcript: 'Signed up for the Leeds Half Marathon in October.', day: '2026-01-10' },
      ...entriesOf('day', ['Rain all day.', 'Threw six bowls.', 'Walked to the canal.']),
    ]);
    expect(cited(race, 'What was my finishing time in the Leeds Half Marathon?')).toEqual(['race']);
    // Words the journal never writes that say what the question is about still find nothing.
    expect(cited(race, 'What was my finishing time in the Leeds swimming gala?')).toEqual([]);
  });

  it('tells a change of something asked about with a light noun ("my knee problem") from every entry about it', () => {
    const knee = journalIndex([
      { id: 'sore', transcript: 'My left knee was a bit sore after the long run.', day: '2025-10-06' },
      { id: 'physio', transcript: 'Saw Nadia the physio about the knee. Weak glutes, she says.', day: '2025-10-27' },
      { id: 'fine', transcript: 'The knee has been fine for two months now. The exercises worked.', day: '2026-06-19' },
      ...entriesOf('day', ['Rain all day.', 'Threw six bowls.', 'Walked to the canal.']),
    ]);
    expect(cited(knee, 'How did my knee problem evolve?')).toEqual(['sore', 'physio', 'fine']);
  });

  it('counts a word asked for held in another sentence of the entry, for less than in the sentence', () => {
    const flat = journalIndex([
      { id: 'april', transcript: 'Thinking about giving up the flat. My rent is £725 a month.', day: '2026-04-08' },
      { id: 'october', transcript: 'The flat makes no sense now. Thinking about the boat again. The rent has gone up to £760.', day: '2026-10-23' },
      { id: 'mooring', transcript: 'A residential mooring from December, £3,600 a year.', day: '2026-11-02' },
      ...entriesOf('day', ['Rain all day.', 'Marked thirty papers.', 'Cello practice.']),
    ]);
    expect(cited(flat, 'What is the rent on my flat now?')).toEqual(['october']);
  });

  it('answers what went wrong with a thing from the sentences about it that tell of trouble', () => {
    const kiln = journalIndex([
      { id: 'priced', transcript: 'Priced kilns: a secondhand one for £2,400 or a new one for £4,100.', day: '2026-01-20' },
      { id: 'first', transcript: 'First firing in my own kiln! Everything survived.', day: '2026-03-10' },
      { id: 'shelf', transcript: 'A second kiln shelf cracked. Ordered replacements.', day: '2026-05-14' },
      { id: 'died', transcript: 'The kiln died mid-firing: the element burnt out and I lost a whole load.', day: '2026-07-03' },
      ...entriesOf('day', ['Rain all day.', 'Threw six bowls.', 'Walked to the canal.']),
    ]);
    expect(cited(kiln, 'What problems did I have with the kiln?')).toEqual(['shelf', 'died']);
    expect(cited(kiln, 'What went wrong with the kiln?')).toEqual(['shelf', 'died']);
    // Asked without trouble, every entry about the kiln tells of it.
    expect(cited(kiln, 'Which kilns did I look at?')).toContain('priced');
  });

  it('tells a fact with the next sentence when that one reports what was said', () => {
    const physio = journalIndex([
      { id: 'physio', transcript: 'Saw Nadia the physio about the knee. Weak glutes, she says. The waiting room was cold.', day: '2025-10-27' },
      { id: 'run', transcript: 'Ran 5 km and the knee was fine. The canal was quiet.', day: '2025-11-10' },
      ...entriesOf('day', ['Rain all day.', 'Threw six bowls.', 'Walked to the canal.']),
    ]);
    const told = evidenceIn(physio, 'What did Nadia say about my knee?', ASKED).passages.map((p) => p.sentence);
    expect(told).toEqual(['Saw Nadia the physio about the knee. Weak glutes, she says.']);
    // A next sentence that neither reports, names nor counts is not told.
    expect(evidenceIn(physio, 'When was the knee fine?', ASKED).passages.map((p) => p.sentence)).toEqual(['Ran 5 km and the knee was fine.']);
  });

  it('reads an amount moved back or down ("dropping mugs back to £20") as a change of the price asked about', () => {
    const mugs = journalIndex([
      { id: 'up', transcript: 'Raising mug prices from £18 to £22. Clay costs went up.', day: '2026-01-07' },
      { id: 'back', transcript: 'Dropping mugs back to £20. At £22 the market sales halved.', day: '2026-04-05' },
      { id: 'sold', transcript: 'Sold 8 mugs at the market in the rain.', day: '2026-02-14' },
      ...entriesOf('day', ['Threw six mugs.', 'Glazed twelve mugs.', 'Walked to the canal.']),
    ]);
    expect(cited(mugs, 'How did my mug prices change?')).toEqual(['up', 'back']);
  });

  it('tells a change of something counted from the entries that give a figure for it', () => {
    const hours = journalIndex([
      { id: 'hired', transcript: 'Hired Priya for two days a week, at £12 an hour.', day: '2026-05-02' },
      { id: 'glaze', transcript: 'Priya spent hours on the glaze recipes, and the celadon finally does not craze.', day: '2026-05-08' },
      { id: 'more', transcript: 'Priya asked for more hours, so she works three days a week from August.', day: '2026-07-25' },
      { id: 'club', transcript: 'Priya spent hours on her own glaze for the club mugs.', day: '2026-11-10' },
      ...entriesOf('day', ['Rain all day.', 'Threw six bowls.', 'Walked to the canal.']),
    ]);
    expect(cited(hours, 'How did Priya’s hours change?')).toEqual(['hired', 'more']);
  });
});
