export interface Quote {
  content: string;
  author: string;
}

/** The 20 built-in entrepreneurial quotes shown in the auth pages' carousel (spec section 1). */
export const QUOTES: readonly Quote[] = [
  {
    content: 'The way to get started is to quit talking and begin doing.',
    author: 'Walt Disney',
  },
  {
    content: 'Your most unhappy customers are your greatest source of learning.',
    author: 'Bill Gates',
  },
  {
    content: 'The best way to predict the future is to create it.',
    author: 'Peter Drucker',
  },
  {
    content: 'If you are not embarrassed by the first version of your product, you have launched too late.',
    author: 'Reid Hoffman',
  },
  {
    content: 'Ideas are easy. Implementation is hard.',
    author: 'Guy Kawasaki',
  },
  { content: 'Make something people want.', author: 'Paul Graham' },
  {
    content: 'The biggest risk is not taking any risk.',
    author: 'Mark Zuckerberg',
  },
  {
    content: 'Innovation distinguishes between a leader and a follower.',
    author: 'Steve Jobs',
  },
  { content: 'Done is better than perfect.', author: 'Sheryl Sandberg' },
  {
    content: 'Chase the vision, not the money; the money will end up following you.',
    author: 'Tony Hsieh',
  },
  {
    content: 'It is not about ideas. It is about making ideas happen.',
    author: 'Scott Belsky',
  },
  {
    content: 'Whether you think you can or you think you can\u2019t, you\u2019re right.',
    author: 'Henry Ford',
  },
  {
    content: 'Success is not final; failure is not fatal: it is the courage to continue that counts.',
    author: 'Winston Churchill',
  },
  {
    content: 'Opportunities don\u2019t happen. You create them.',
    author: 'Chris Grosser',
  },
  {
    content:
      'I knew that if I failed I wouldn\u2019t regret that, but I knew the one thing I might regret is not trying.',
    author: 'Jeff Bezos',
  },
  {
    content: 'When something is important enough, you do it even if the odds are not in your favor.',
    author: 'Elon Musk',
  },
  {
    content: 'Don\u2019t be afraid to give up the good to go for the great.',
    author: 'John D. Rockefeller',
  },
  {
    content: 'Hard work beats talent when talent doesn\u2019t work hard.',
    author: 'Tim Notke',
  },
  {
    content: 'The secret of getting ahead is getting started.',
    author: 'Mark Twain',
  },
  { content: 'Stay hungry, stay foolish.', author: 'Stewart Brand' },
];
