import { askedFigures } from './askedFigure';

describe('the figure a number question asks for', () => {
  it.each([
    ['How much was the deposit for the studio?', 'Signed the lease today: twelve months from 1 March, £650 a month, £1,300 deposit.', ['£1,300']],
    ['How much is the rent for the unit?', 'Signed the lease today: twelve months from 1 March, £650 a month, £1,300 deposit.', ['£650']],
    ['How many cups did I deliver to Tomasz?', 'Delivered 38 cups to Tomasz. He paid £418 and was kind about the two missing ones.', ['38']],
    ['What was my finishing time in the Leeds Half Marathon?', 'Leeds Half Marathon done in 2:04:31! Leo paced me to 18 km.', ['2:04:31']],
    ['What commission does the gallery take?', 'Ochre Gallery wants 15 pieces on sale or return, at 40% commission.', ['40%']],
    ['How many students were in my first class?', 'Taught my first wheel class! Six students at £35 each.', ['Six']],
    ['How much do I charge per student for a class?', 'Taught my first wheel class! Six students at £35 each.', ['£35']],
    // A comma after a figure ends the sentence's clause, not the figure.
    ['How much was the deposit?', 'The deposit was £1,300, paid today.', ['£1,300']],
  ])('"%s" of "%s" is %j', (question, sentence, figures) => {
    expect(askedFigures(question, sentence)).toEqual(figures);
  });

  it('gives every figure when none fits the question better', () => {
    expect(askedFigures('How much did the repairs come to?', 'Paid £85 and then £120.')).toEqual(['£85', '£120']);
  });
});
