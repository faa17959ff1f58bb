import type { JournalEntry, LabelledJournal, LabelledQuestion } from './types';

/*
 * The development set: a smaller journal of another person (a freelance web developer in Bristol who
 * learns Spanish and moves flat), for tuning the engine. The evaluation set (journal.ts) is never
 * tuned on; figures on this one say nothing about how the engine does on writing it has not seen.
 */

const e = (key: string, date: string, name: string, text: string): JournalEntry => ({ key, date, name, text });
const q = (type: LabelledQuestion['type'], question: string, answers: string[], facts: string[], sequence?: string[]): LabelledQuestion => ({
  type,
  question,
  answers,
  facts,
  ...(sequence ? { sequence } : {}),
});

const entries: JournalEntry[] = [
  e('jan-client', '2026-01-05', 'New client', 'Signed a new client, a bakery chain called Crumb & Co. They want a booking site by March for £4,500.'),
  e('jan-spanish', '2026-01-07', 'Spanish', 'Started Spanish lessons with Lucía on Tuesdays, £20 an hour. I can order a coffee and that is all.'),
  e('jan-flat', '2026-01-10', 'The flat', 'The landlord, Mrs Pike, says the rent goes up to £1,050 in April. Time to look for somewhere else.'),
  e('jan-cycling', '2026-01-14', 'Bike', 'Cycled to the co-working space in Stokes Croft in the rain. Twenty minutes, soaked.'),
  e('jan-invoice', '2026-01-19', 'Invoice', 'Sent the first invoice to Crumb & Co for £1,500, a third of the fee.'),
  e('jan-tired', '2026-01-23', 'Tired', 'Worked until midnight three nights running. I worry I cannot keep this up.'),
  e('jan-duolingo', '2026-01-28', 'Streak', 'Thirty days of Spanish practice in a row.'),
  e('feb-viewing', '2026-02-03', 'Viewing', 'Viewed a one-bed flat in Easton, £900 a month, tiny kitchen but a garden.'),
  e('feb-bug', '2026-02-06', 'Bug', 'Found a nasty bug in the booking calendar: double bookings on Sundays. Fixed it by lunchtime.'),
  e('feb-lucia', '2026-02-10', 'Lucía', 'Lucía says my past tense is a mess. Homework every evening this week.'),
  e('feb-offer', '2026-02-14', 'Offer', 'Made an offer on the Easton flat. The agent, Raj, says the landlord likes freelancers, surprisingly.'),
  e('feb-meetup', '2026-02-18', 'Meetup', 'Spoke at the Bristol JavaScript meetup about accessibility. Forty people came.'),
  e('feb-signed', '2026-02-24', 'Signed', 'Signed the tenancy for the Easton flat, moving in on 1 April. Deposit £1,040.'),
  e('feb-late', '2026-02-27', 'Late', 'Crumb & Co changed the design again. The March deadline looks shaky.'),
  e('mar-boxes', '2026-03-04', 'Boxes', 'Packing boxes every evening. I own far too many cables.'),
  e('mar-launch', '2026-03-12', 'Launch', 'The Crumb & Co booking site went live. 120 bookings on the first day.'),
  e('mar-paid', '2026-03-16', 'Paid', 'Crumb & Co paid the final £3,000. Relief.'),
  e('mar-spanish-test', '2026-03-20', 'Test', 'Passed the A2 Spanish test with 78%. Lucía bought churros.'),
  e('mar-quiet', '2026-03-26', 'Quiet', 'No new work lined up for April. Nervous about money.'),
  e('apr-move', '2026-04-01', 'Moved', 'Moved into the Easton flat. My brother Ollie drove the van.'),
  e('apr-garden', '2026-04-05', 'Garden', 'Planted tomatoes and basil in the garden. First garden of my life.'),
  e('apr-new-client', '2026-04-09', 'Client', 'New client: a climbing wall in Bath wants a members area, £6,000.'),
  e('apr-cycling', '2026-04-14', 'Commute', 'The cycle to the co-working space is now 35 minutes, uphill both ways it seems.'),
  e('apr-spanish-drop', '2026-04-20', 'Paused', 'Paused the Spanish lessons until the Bath project is done. I feel bad about it.'),
  e('apr-rate', '2026-04-27', 'Day rate', 'Raised my day rate from £350 to £400. The climbing wall did not blink.'),
  e('may-work-home', '2026-05-04', 'Home office', 'Gave up the co-working desk and work from the flat now. Saves £180 a month.'),
  e('may-lonely', '2026-05-11', 'Lonely', 'Working from home is lonely. Three days without talking to anyone.'),
  e('may-bath-demo', '2026-05-18', 'Demo', 'Showed the members area to the climbing wall owner, Kat. She wants a waiting list feature.'),
  e('may-spanish-back', '2026-05-25', 'Back to Spanish', 'Back to Spanish with Lucía, now on Thursdays.'),
  e('jun-tomatoes', '2026-06-03', 'Tomatoes', 'The first tomatoes are ripe. Ridiculously proud.'),
  e('jun-bath-live', '2026-06-10', 'Live', 'The climbing wall members area went live; 300 members signed up in a week.'),
  e('jun-holiday', '2026-06-17', 'Valencia', 'Booked a week in Valencia in September to practise Spanish for real.'),
  e('jun-coworking', '2026-06-24', 'Change of mind', 'Took the co-working desk back, two days a week. Being alone all the time was not worth the saving.'),
  e('jun-total', '2026-06-30', 'Half year', 'First half of the year: £13,500 invoiced, better than last year.'),
];

const questions: LabelledQuestion[] = [
  q('fact', 'Who teaches me Spanish?', ['jan-spanish', 'feb-lucia', 'may-spanish-back'], ['Lucía']),
  q('fact', 'Who drove the van when I moved?', ['apr-move'], ['Ollie']),
  q('fact', 'Where is the climbing wall client?', ['apr-new-client'], ['Bath']),
  q('paraphrase', 'Did I give a talk to a crowd of programmers?', ['feb-meetup'], ['accessibility']),
  q('paraphrase', 'What vegetables did I grow outdoors?', ['apr-garden', 'jun-tomatoes'], ['tomatoes']),
  q('paraphrase', 'How isolated was I without colleagues?', ['may-lonely'], ['three days']),
  q('number', 'How much is the deposit on the new flat?', ['feb-signed'], ['£1,040']),
  q('number', 'What score did I get in the A2 test?', ['mar-spanish-test'], ['78%']),
  q('number', 'How much did I invoice in the first half of the year?', ['jun-total'], ['£13,500']),
  q('period', 'What happened in the second week of March?', ['mar-launch'], ['120']),
  q('period', 'What did I worry about before I signed the tenancy?', ['jan-tired', 'jan-flat'], ['midnight|rent']),
  q('period', 'How did my garden do last summer?', ['jun-tomatoes'], ['ripe']),
  q('change', 'How did my day rate change?', ['apr-rate'], ['£350', '£400'], ['apr-rate']),
  q('change', 'How did my co-working arrangement change?', ['may-work-home', 'jun-coworking', 'may-lonely'], ['gave up', 'two days'], ['may-work-home', 'jun-coworking']),
  q('change', 'How did my Spanish lessons evolve?', ['jan-spanish', 'apr-spanish-drop', 'may-spanish-back', 'mar-spanish-test'], ['Tuesdays', 'Thursdays'], ['jan-spanish', 'may-spanish-back']),
  q('aggregate', 'Which clients did I work for?', ['jan-client', 'apr-new-client'], ['Crumb', 'climbing wall']),
  q('aggregate', 'How much did Crumb & Co pay me in total?', ['jan-invoice', 'mar-paid', 'jan-client'], ['£4,500']),
  q('aggregate', 'Which flats did I look at?', ['feb-viewing', 'feb-offer'], ['Easton']),
  q('unanswerable', 'What did the vet say about my cat?', [], []),
  q('unanswerable', 'How much did my new laptop cost?', [], []),
  q('unanswerable', 'Which concerts did I go to?', [], []),
];

export const DEV_SET: LabelledJournal = {
  name: 'development set (freelancer, 6 months)',
  now: '2026-11-20T12:00:00Z',
  timeZone: 'Europe/London',
  entries,
  questions,
  themes: [
    { field: 'reoccurringTrends', name: 'learning Spanish', terms: ['spanish', 'lucía', 'lesson'] },
    { field: 'reoccurringTrends', name: 'the Crumb & Co project', terms: ['crumb', 'client', 'booking'] },
    { field: 'concernsSelfDoubt', name: 'money between projects', terms: ['money', 'work'] },
    { field: 'potentialImprovements', name: 'working alone', terms: ['home', 'lonely', 'co-working'] },
  ],
  highlights: [
    { month: '2026-02', entry: 'feb-signed', what: 'signed the tenancy' },
    { month: '2026-02', entry: 'feb-meetup', what: 'spoke at the meetup' },
    { month: '2026-03', entry: 'mar-launch', what: 'the site went live' },
    { month: '2026-03', entry: 'mar-spanish-test', what: 'passed A2' },
    { month: '2026-04', entry: 'apr-move', what: 'moved flat' },
    { month: '2026-04', entry: 'apr-rate', what: 'raised the day rate' },
  ],
};
