import { journal } from './testing/journal';
import { findThemes, themeOfSentence, withActivities, type Theme } from './themes';

describe('themes', () => {
  it('counts an activity written as a verb ("I swim") as its -ing noun ("swimming")', () => {
    const sentences = journal(
      'Started swimming at the leisure centre.',
      'I swim before work now, twice a week.',
      'Missed swimming all week.',
      'I swim on Mondays with Jo.',
    );
    const swimming = (found: ReturnType<typeof findThemes>) => found.find((t) => t.topic === 'swimming')?.entries;
    expect(swimming(findThemes(sentences))).toBe(2);
    expect(swimming(findThemes(withActivities(sentences)))).toBe(4);
  });

  it('makes no activity of a verb whose -ing noun is written in one entry only', () => {
    const sentences = journal('Missed swimming all week.', 'I swim before work now, twice a week.', 'I swim on Mondays with Jo.');
    expect(withActivities(sentences)).toEqual(sentences);
  });

  it('makes no activity of a gerund also written in the plural ("bookings" are things)', () => {
    const sentences = journal('The booking site went live.', 'Forty bookings on the first day.', 'The booking calendar broke.', 'Booked a week in Valencia.');
    expect(withActivities(sentences)).toEqual(sentences);
  });

  it('places a sentence that names no subject under the first subject its entry names', () => {
    const theme = (topic: string, phrases: string[]) => ({ topic, phrases, sentences: [], entries: 2, months: [] }) as Theme;
    const about = themeOfSentence([theme('mum', ['mum', 'dad']), theme('kian', ['kian'])]);
    const [sentence] = journal('I need to stop being so quick to judge.');
    // "Kian’s mum cried because his dad has left." names Kian first; the mum and dad are his.
    expect(about(sentence!, ['parent', 'kian', 'mum', 'dad'])?.topic).toBe('kian');
  });

  it('places a sentence with a heading before its colon under the heading’s subject', () => {
    const theme = (topic: string, phrases: string[]) => ({ topic, phrases, sentences: [], entries: 2, months: [] }) as Theme;
    const about = themeOfSentence([theme('loaf', ['loaf', 'pie']), theme('market', ['market'])]);
    const [sentence] = journal('Christmas market: sold out by eleven, 60 loaves and 40 mince pies.');
    expect(about(sentence!, sentence!.nouns)?.topic).toBe('market');
  });
});
