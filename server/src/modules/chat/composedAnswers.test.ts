import { NOTHING_FOUND_IN_INSCRIPTION } from '@inscriptions/contracts';
import type { Actor } from '../actor';
import { createAi } from '../ai';
import { createEntry } from '../entries/service';
import { createInscription } from '../inscriptions/service';
import { createProfile } from '../users/service';
import { BACKENDS } from '../../test/helpers';
import { createServiceTestEnv, type ServiceTestEnv } from '../../test/services';
import { answerQuestion } from './answer';
import { createChatSession } from './service';

/*
 * The embedded engine's composed answers, one question of each kind on a small journal: the entries
 * cited are the ones that answer it, told as the kind asks (a figure, a dated before → after, a count,
 * a period's entries), and a question the journal cannot answer says so.
 */

const now = new Date('2026-11-20T12:00:00Z');

describe.each(BACKENDS)('composed answers on the embedded engine (%s)', (kind) => {
  let env: ServiceTestEnv;
  let a: Actor;
  let b: Actor;
  let inscriptionId: string;
  const ids: Record<string, string> = {};

  async function ask(actor: Actor, question: string, fetchUsing?: string) {
    const session = await createChatSession(actor, { inscriptionId: actor === a ? inscriptionId : (await createInscription(actor, { name: 'B', about: 'B' })).id });
    for await (const event of answerQuestion(actor, createAi(), { inscriptionChatSessionId: session.id, question, fetchUsing }, now)) {
      if (event.type === 'done') {
        const cited = event.answer.inscriptionEntrySources.map((s) => Object.entries(ids).find(([, id]) => id === s.id)?.[0] ?? s.id);
        return { content: event.answer.chatContent, cited, unsupported: event.unsupported };
      }
    }
    throw new Error('no answer');
  }

  beforeAll(async () => {
    env = await createServiceTestEnv(kind);
    a = await env.newActor();
    b = await env.newActor();
    await createProfile(a, { fullName: 'A', email: a.email!, timezone: 'Europe/London' } as never);
    inscriptionId = (await createInscription(a, { name: 'Studio', about: 'Pottery' })).id;
    const entries: [string, string, string, string][] = [
      ['viewing', 'Viewing', 'Viewed the unit on Mill Lane with the landlord, Mr Adeyemi. Rent is £650 a month.', '2026-01-12'],
      ['pricesUp', 'Prices', 'Raising mug prices from £18 to £22 because clay costs went up.', '2026-01-20'],
      ['physio1', 'Physio', 'Saw Nadia the physio about my sore knee.', '2026-02-03'],
      ['lease', 'Signed', 'Signed the lease for the unit today. My hands were shaking.', '2026-02-17'],
      ['firing', 'First firing', 'First firing in my own kiln, nine hours long.', '2026-03-09'],
      ['chevin', 'Hills', 'Ran 15 km on the Chevin hills.', '2026-03-12'],
      ['sign', 'Sign', 'Hannah painted the sign for the door.', '2026-03-20'],
      ['pricesDown', 'Back down', 'Dropping mug prices back to £20, since sales at £22 halved.', '2026-04-05'],
      ['bicycle', 'Chain', 'Repaired the bicycle chain before the ride to the market.', '2026-05-02'],
      ['fair1', 'York fair', 'Sold £240 of mugs at the York craft fair.', '2026-06-06'],
      ['fair2', 'Harrogate fair', 'Sold £310 of bowls at the Harrogate craft fair.', '2026-07-04'],
      ['roof', 'Roof', 'Adeyemi sent a roofer round for the leak above the wheel.', '2026-09-10'],
      ['physio2', 'Physio again', 'Nadia the physio says the knee is only a tight band.', '2026-08-20'],
      ['swim1', 'Lido', 'Started swimming at the lido on Saturdays. Ten lengths and I was done.', '2026-06-13'],
      ['swim2', 'Lido again', 'Swimming at the lido is a habit now. Thirty lengths without stopping.', '2026-09-19'],
      ['park1', 'Park run', 'Ran 10 km round Roundhay Park.', '2026-10-03'],
      ['park2', 'Long run', 'Ran 12 km to Golden Acre Park and back.', '2026-10-17'],
      ['wiring', 'Wiring', 'Built shelves with Sam all weekend, and his brother Ravi wired up the new kiln.', '2026-11-02'],
    ];
    for (const [key, name, transcript, day] of entries) {
      ids[key] = (await createEntry(a, { inscriptionId, name, transcript, dateRecorded: `${day}T12:00:00Z` })).id;
    }
  });
  afterAll(() => env.close());

  it('a fact: the person asked for first, then the entry that holds it, alone', async () => {
    const answer = await ask(a, 'Who is the landlord of the unit?');
    expect(answer.cited).toEqual(['viewing']);
    // The person, not the street the same sentence names.
    expect(answer.content.split('\n')[0]).toBe('**Mr Adeyemi**');
    expect(answer.content).toContain('On 12 Jan 2026: Viewed the unit on Mill Lane with the landlord, Mr Adeyemi.');
    expect(answer.unsupported).toEqual([]);
  });

  it('a fact naming two people: the one written nearest what is asked', async () => {
    const answer = await ask(a, 'Who wired up the kiln?');
    expect(answer.cited).toEqual(['wiring']);
    expect(answer.content.split('\n')[0]).toBe('**Ravi**');
  });

  it('a paraphrase: no word of the question is in the entry, WordNet finds it ("fix my bike" → "repaired the bicycle")', async () => {
    const answer = await ask(a, 'When did I fix my bike?');
    expect(answer.cited).toEqual(['bicycle']);
    expect(answer.content).toBe('On 2 May 2026: Repaired the bicycle chain before the ride to the market. [E1]');
  });

  it('a person linked to a role across entries: "the landlord" is Adeyemi where the entry names only him', async () => {
    const answer = await ask(a, 'What did the landlord do about the leak?');
    expect(answer.cited).toEqual(['roof']);
  });

  it('a number: the figure first, then the dated sentence it comes from', async () => {
    const answer = await ask(a, 'How much is the rent for the unit?');
    expect(answer.content.split('\n')[0]).toBe('**£650**');
    expect(answer.cited).toEqual(['viewing']);
  });

  it('a period: "the second week of March" cites only that week’s entries, in date order', async () => {
    const answer = await ask(a, 'What happened in the second week of March?');
    expect(answer.cited).toEqual(['firing', 'chevin']);
    expect(answer.content).toContain('In the second week of March, 2 entries:');
  });

  it('a period bounded by an event: "before I signed the lease" leaves out what came after', async () => {
    const answer = await ask(a, 'What did I write about the knee before I signed the lease?');
    expect(answer.cited).toEqual(['physio1']);
  });

  it('a change over time: before → after, two dated citations oldest first', async () => {
    const answer = await ask(a, 'How did my mug prices change?');
    expect(answer.cited).toEqual(['pricesUp', 'pricesDown']);
    const lines = answer.content.split('\n');
    expect(lines[0]).toBe('**£18 → £22 → £20**');
    expect(lines[2]).toBe('From 20 Jan 2026 to 5 Apr 2026 (3 months):');
    expect(lines.find((l) => l.startsWith('- Before, on 20 Jan 2026:'))).toContain('£18 to £22');
    expect(lines.find((l) => l.startsWith('- After, on 5 Apr 2026:'))).toContain('£20');
  });

  it('a change tells each short entry whole, every sentence citing its entry', async () => {
    const answer = await ask(a, 'How did my swimming change?');
    expect(answer.cited).toEqual(['swim1', 'swim2']);
    expect(answer.content).toContain('Started swimming at the lido on Saturdays. [E1] Ten lengths and I was done. [E1]');
    expect(answer.content).toContain('Thirty lengths without stopping. [E2]');
    expect(answer.unsupported).toEqual([]);
  });

  it('a duration: the length of time the entry writes first', async () => {
    const answer = await ask(a, 'How long was the first firing in the kiln?');
    expect(answer.cited).toEqual(['firing']);
    expect(answer.content.split('\n')[0]).toBe('**nine hours**');
  });

  it('an aggregate: every entry that tells of it, counted', async () => {
    const answer = await ask(a, 'How many times did I see Nadia the physio?');
    expect(answer.cited).toEqual(['physio1', 'physio2']);
    expect(answer.content.split('\n')[0]).toBe('2 entries tell of it:');
  });

  it('an aggregate asking where: the places its entries name first, as written, oldest first', async () => {
    const answer = await ask(a, 'Where have I been running?');
    expect(answer.cited).toEqual(['park1', 'park2']);
    expect(answer.content.split('\n')[0]).toBe('**Roundhay Park, Golden Acre Park**');
  });

  it('an aggregate asking for a sum: the amounts of its entries added up, then each entry', async () => {
    const answer = await ask(a, 'How much did I sell at craft fairs in total?');
    expect(answer.cited).toEqual(['fair1', 'fair2']);
    expect(answer.content.split('\n')[0]).toBe('**£550 in total (£240 + £310)**');
  });

  it('a session set to recency answers from the newest entries of the period', async () => {
    const answer = await ask(a, 'What happened in March?', 'recency');
    expect([...answer.cited].sort()).toEqual(['chevin', 'firing', 'sign']);
  });

  it('a question the journal cannot answer says so and cites nothing', async () => {
    for (const question of ['What did I name my dog?', 'How much did the car repair cost?']) {
      const answer = await ask(a, question);
      expect(answer.content).toBe(NOTHING_FOUND_IN_INSCRIPTION);
      expect(answer.cited).toEqual([]);
    }
  });

  it('another user asking the same in their own inscription finds nothing of these entries', async () => {
    const answer = await ask(b, 'Who is the landlord of the unit?');
    expect(answer.content).toBe(NOTHING_FOUND_IN_INSCRIPTION);
    expect(answer.cited).toEqual([]);
  });
});
