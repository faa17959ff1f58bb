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

/** The entries a month's summary cites. */
const citedIn = async (entries: ReturnType<typeof entry>[]) =>
  (await offlineSummariser.summarise({ period: monthPeriod(2026, 3, 'UTC'), entries, sentences: datedSentences(entries, 'UTC') })).map((s) => s.entries[0]!.entryId);

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
    // Nine entries, four of them eventful: five sentences, the routine ones not lengthening it.
    expect(cited).toHaveLength(5);
    expect(cited).toEqual(expect.arrayContaining(['e4', 'e9', 'e14', 'e21']));
    expect([...cited].sort((a, b) => Number(a.slice(1)) - Number(b.slice(1)))).toEqual(cited);
    expect(summary.find((s) => s.entries[0]!.entryId === 'e4')!.text).toBe('Signed the lease for the Mill Lane unit: £650 a month.');
  });

  it('a month of many events cites one sentence per eventful entry, up to eight', async () => {
    const busy = [
      ...month,
      entry(1, 'Order', 'Sold forty mugs to the Harbour Café for £480.'),
      entry(12, 'Fair', 'Booked a stall at the Christmas craft fair for £90.'),
      entry(16, 'Class', 'Started teaching an evening class, six students.'),
      entry(23, 'Glaze', 'A new celadon glaze came out of the kiln perfect.'),
      entry(28, 'Website', 'The online shop went live with twelve pieces.'),
    ];
    const eventful = ['e1', 'e4', 'e9', 'e12', 'e14', 'e16', 'e21', 'e23', 'e28'];
    const cited = await citedIn(busy);
    expect(cited).toHaveLength(8);
    expect(cited.every((id) => eventful.includes(id))).toBe(true);
  });

  it('an occasion counts as an event: a funeral is told though nothing is done in it', async () => {
    const withFuneral = [...month, entry(27, 'Funeral', 'Grandad’s funeral this morning.')];
    const cited = (
      await offlineSummariser.summarise({ period: monthPeriod(2026, 3, 'UTC'), entries: withFuneral, sentences: datedSentences(withFuneral, 'UTC') })
    ).map((s) => s.entries[0]!.entryId);
    expect(cited).toContain('e27');
  });

  it('an operation is an occasion of a life, told like a stay in hospital', async () => {
    const health = [...month, entry(26, 'Early', 'Up at five again.'), entry(27, 'Mum', 'Mum is on the list for an operation.')];
    const cited = await citedIn(health);
    expect(cited).toContain('e27');
  });

  it('a verdict on a choice made is told as an event: the right call, a regret', async () => {
    const looking = [...month, entry(26, 'Early', 'Up at five again.'), entry(27, 'Priya', 'Taking her on was the right call.'), entry(29, 'Show', 'Honestly, I regret withdrawing.')];
    const cited = await citedIn(looking);
    expect(cited).toEqual(expect.arrayContaining(['e27', 'e29']));
  });

  it('a big change is told in every form of its verb: a sale or an application weighed, not only done', async () => {
    const weighing = [...month, entry(26, 'Early', 'Up at five again.'), entry(27, 'Van', 'Told Jo I might sell the van.'), entry(29, 'Job', 'Thinking of applying for the manager job.')];
    const cited = await citedIn(weighing);
    expect(cited).toEqual(expect.arrayContaining(['e27', 'e29']));
  });

  it('news announced is told as an event', async () => {
    const news = [...month, entry(26, 'Early', 'Up at five again.'), entry(27, 'Meeting', 'Priya announced the studio will stay shut on Sundays.')];
    const cited = await citedIn(news);
    expect(cited).toContain('e27');
  });

  it('keys collected are a purchase or a move completed', async () => {
    const keys = [...month, entry(26, 'Early', 'Up at five again.'), entry(27, 'Flat', 'Collected the keys this morning and sat on the floor with a flask.')];
    const cited = await citedIn(keys);
    expect(cited).toContain('e27');
  });

  it('"never" after a modal tells what one would not do, not a first', () => {
    const said = [entry(3, 'Boat', 'I could never live aboard in winter.'), entry(5, 'Boat', 'I could not live aboard in winter.'), entry(7, 'Boat', 'I had never lived aboard in winter.')];
    const sentences = datedSentences(said, 'UTC');
    const spread = spreadOf(sentences);
    const [could, not, had] = sentences.map((s) => salience(s, spread, said.length));
    expect(could).toBe(not);
    expect(had).toBeGreaterThan(could!);
  });

  it('a time of day is no figure of the month’s story; a number counting what the sentence names is', () => {
    const pairs = [
      ['Alarm at three again.', 'Alarm again.'],
      ['Woke up at 5 with a headache.', 'Woke up with a headache.'],
      ['Swim at 6am before work.', 'Swim before work.'],
      ['Swim by 7:30 p.m. on Fridays.', 'Swim on Fridays.'],
      ['Left the studio at ten to six.', 'Left the studio.'],
      ['Capped the class at 20 people.', 'Capped the class.'],
    ];
    const said = pairs.flat().map((text, i) => entry(i + 1, 'Day', text));
    const sentences = datedSentences(said, 'UTC');
    const spread = spreadOf(sentences);
    const score = (text: string) => salience(sentences.find((s) => s.text === text)!, spread, said.length);
    for (const [timed, plain] of pairs.slice(0, -1)) expect([timed, score(timed!)]).toEqual([timed, score(plain!)]);
    expect(score('Capped the class at 20 people.')).toBeGreaterThan(score('Capped the class.'));
  });

  it('when a month has no room for every event, an entry that tells two things is told before one that tells one', async () => {
    const full = [
      entry(1, 'Order', 'Sold forty mugs to the Harbour Café for £480.'),
      entry(4, 'Lease', 'Signed the lease for the Mill Lane unit: £650 a month.'),
      entry(9, 'Kiln', 'First firing in my own kiln, nine hours long.'),
      entry(12, 'Fair', 'Booked a stall at the Christmas craft fair for £90.'),
      entry(14, 'Priya', 'Hired Priya to help two days a week.'),
      entry(16, 'Class', 'Started teaching an evening class, six students.'),
      entry(23, 'Glaze', 'A new celadon glaze came out of the kiln perfect.'),
      entry(28, 'Website', 'The online shop went live with twelve pieces.'),
      entry(30, 'Gallery', 'The gallery in Frome took six of my bowls. Two went the same week.'),
    ];
    const sentences = datedSentences(full, 'UTC');
    const spread = spreadOf(sentences);
    const best = (id: string) => Math.max(...sentences.filter((s) => s.entryId === id).map((s) => salience(s, spread, full.length)));
    // The gallery's best sentence alone scores a little below the glaze's.
    expect(best('e30')).toBeLessThan(best('e23'));
    const cited = (await offlineSummariser.summarise({ period: monthPeriod(2026, 3, 'UTC'), entries: full, sentences })).map((s) => s.entries[0]!.entryId);
    expect(cited).toHaveLength(8);
    expect(cited).toContain('e30');
    expect(cited).not.toContain('e23');
  });
});
