/** The 20 built-in entrepreneurial quotes shown in the carousel. */
export interface Quote {
  content: string;
  author: string;
}

export const QUOTES: readonly Quote[] = [
  { content: 'The way to get started is to quit talking and begin doing.', author: 'Walt Disney' },
  { content: 'Your most unhappy customers are your greatest source of learning.', author: 'Bill Gates' },
  { content: "If you're not embarrassed by the first version of your product, you've launched too late.", author: 'Reid Hoffman' },
  { content: 'Ideas are easy. Implementation is hard.', author: 'Guy Kawasaki' },
  { content: 'Risk comes from not knowing what you’re doing.', author: 'Warren Buffett' },
  { content: 'Failure is simply the opportunity to begin again, this time more intelligently.', author: 'Henry Ford' },
  { content: 'Stay hungry, stay foolish.', author: 'Steve Jobs' },
  { content: 'If you really look closely, most overnight successes took a long time.', author: 'Steve Jobs' },
  { content: 'Make something people want.', author: 'Paul Graham' },
  { content: 'Move fast. Speed is one of your main advantages over large competitors.', author: 'Sam Altman' },
  { content: "Chase the vision, not the money; the money will end up following you.", author: 'Tony Hsieh' },
  { content: 'The biggest risk is not taking any risk.', author: 'Mark Zuckerberg' },
  { content: 'Done is better than perfect.', author: 'Sheryl Sandberg' },
  { content: 'It’s fine to celebrate success but it is more important to heed the lessons of failure.', author: 'Bill Gates' },
  { content: 'Your time is limited, so don’t waste it living someone else’s life.', author: 'Steve Jobs' },
  { content: 'The best way to predict the future is to invent it.', author: 'Alan Kay' },
  { content: 'Price is what you pay. Value is what you get.', author: 'Warren Buffett' },
  { content: 'Genius is one percent inspiration and ninety-nine percent perspiration.', author: 'Thomas Edison' },
  { content: 'If you do build a great experience, customers tell each other about that.', author: 'Jeff Bezos' },
  { content: 'When something is important enough, you do it even if the odds are not in your favor.', author: 'Elon Musk' },
];
