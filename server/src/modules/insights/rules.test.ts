import { offlineInsights } from './rules';
import { journal } from './testing/journal';

describe('offline insight markers', () => {
  it('reads loneliness as something to change', () => {
    const fields = offlineInsights(journal('Working from home is lonely.', 'The client paid on time.'));
    expect(fields.potentialImprovements.map((i) => i.name)).toEqual(['Follow through on “home” (lonely)']);
  });

  it('reads a decision taken and a price raised as risks taken', () => {
    const fields = offlineInsights(journal('Raised my day rate from £350 to £400.', 'Decided to quote fixed prices from now on.'));
    expect(fields.risksPositiveTolerance.map((i) => i.name)).toEqual([
      'Willing to take a chance on “price” (decided to)',
      'Willing to take a chance on “rate” (raised my day rate)',
    ]);
  });

  it('reads pulling out as holding back, and "without stopping" as nothing held back', () => {
    const fields = offlineInsights(journal('Swam thirty lengths without stopping.', 'Pulled out of the half marathon.'));
    expect(fields.risksImprovableTolerance.map((i) => i.name)).toEqual(['Holding back on “marathon” (pulled out)']);
  });

  it('names an item of one key phrase by the noun its sentences write beside it too', () => {
    const fields = offlineInsights(journal('The kitchen is tiny.', 'I should sort out a proper chair instead of the kitchen stool.'));
    expect(fields.potentialImprovements.map((i) => [i.topic, i.name])).toEqual([['kitchen', 'Follow through on “kitchen and chair” (should)']]);
  });

  it('reads terror and sleepless nights as worry', () => {
    const fields = offlineInsights(journal('Saw an empty shop with an oven in it. Could not sleep for thinking about it.', 'Took a loan for the oven. Terrified.'));
    expect(fields.concernsSelfDoubt.map((i) => i.name)).toEqual(['Doubts about “oven” (could not sleep, terrified)']);
  });

  it('reads what the writer needs or wants to change, not what others want', () => {
    const fields = offlineInsights(journal('Ran my first bread class. They all want to come back.', 'Van repair. I need to get the van serviced.'));
    expect(fields.potentialImprovements.map((i) => i.topic)).toEqual(['van']);
  });

  it('reads a purchase as no risk', () => {
    expect(offlineInsights(journal('Bought a sack trolley for £65.', 'The trolley works.')).risksPositiveTolerance).toEqual([]);
  });

  it('reads saying no as holding back', () => {
    const fields = offlineInsights(journal('Lark asked for loaves wholesale. I said no.', 'Lark asked again.'));
    expect(fields.risksImprovableTolerance.map((i) => i.name)).toEqual(['Holding back on “lark” (said no)']);
  });

  it('lists every subject that keeps coming up, up to a dozen', () => {
    const subjects = ['kiln', 'bicycle', 'roof', 'boat', 'allotment', 'choir', 'website', 'kitchen', 'fence', 'caravan'];
    const trends = offlineInsights(journal(...Array.from({ length: 40 }, (_, i) => `Worked on the ${subjects[i % 10]} today.`))).reoccurringTrends;
    expect(trends.map((t) => t.topic).sort()).toEqual([...subjects].sort());
  });

  it('lists a practice done "twice a day" before subjects that only come up "again"', () => {
    const others = ['kiln', 'roof', 'boat', 'choir', 'fence'];
    const fields = offlineInsights(
      journal(...others.flatMap((o) => [`The ${o} came up again.`, `The ${o} came up again today.`]), 'Fed the starter twice a day.'),
    );
    expect(fields.habitsPositivePatterns[0]?.name).toBe('You keep up “starter” (twice a day)');
    expect(fields.habitsPositivePatterns).toHaveLength(5);
  });

  it('lists what sold out before subjects that only read positive', () => {
    const others = ['kiln', 'roof', 'boat', 'choir', 'fence'];
    const fields = offlineInsights(journal(...others.flatMap((o) => [`The ${o} looks lovely.`, `The ${o} is lovely and happy.`]), 'The rye sold out.'));
    expect(fields.repetitionRecommendations[0]?.name).toBe('Do “rye” again (sold out)');
    expect(fields.repetitionRecommendations).toHaveLength(5);
  });

  it('reads "it worked" and "are working" as success, and work done ("Worked until midnight") as none', () => {
    const fields = offlineInsights(journal('Worked until midnight on the museum bid.', 'The retrieval quizzes are working.'));
    expect(fields.repetitionRecommendations.map((i) => i.name)).toEqual(['Do “retrieval and quiz” again (are working)']);
  });

  it('lists a risk written beside a worry first among the strategies', () => {
    const others = ['kiln', 'roof', 'boat', 'choir', 'fence'];
    const fields = offlineInsights(journal(...others.flatMap((o) => [`Signed up for the ${o}.`, `Signed for the ${o} again.`]), 'Decided to buy the oven. Terrified.'));
    expect(fields.risksStrategies[0]?.topic).toBe('oven');
    expect(fields.risksStrategies).toHaveLength(5);
  });

  it('lists a risk taken beside a worry first among the risks taken', () => {
    const others = ['kiln', 'roof', 'boat', 'choir', 'fence'];
    const fields = offlineInsights(journal(...others.flatMap((o) => [`Signed up for the ${o}.`, `Signed for the ${o} again.`]), 'Decided to buy the oven. Terrified.'));
    expect(fields.risksPositiveTolerance[0]?.topic).toBe('oven');
    expect(fields.risksPositiveTolerance).toHaveLength(5);
  });

  it('reads something getting worse as a worry', () => {
    const fields = offlineInsights(journal('Dad’s knee is much worse than he let on.', 'Sailed with Dad.'));
    expect(fields.concernsSelfDoubt.map((i) => i.topic)).toEqual(['dad']);
  });

  it('reads full classes and people wanting to come back as a success, and a bilge "full of" water as none', () => {
    const fields = offlineInsights(journal('Ran my first bread class. They all want to come back.', 'The October classes are full.', 'The bilge is full of water.'));
    expect(fields.repetitionRecommendations.map((i) => i.name)).toEqual(['Do “class” again (want to come back, are full)']);
  });
});
