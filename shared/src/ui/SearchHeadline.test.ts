import { parseHeadline } from './SearchHeadline';

describe('parseHeadline', () => {
  it('marks [[ ]] matches and keeps everything else as text', () => {
    expect(parseHeadline('a [[big]] idea, [[big]]')).toEqual([
      { text: 'a ', match: false },
      { text: 'big', match: true },
      { text: ' idea, ', match: false },
      { text: 'big', match: true },
    ]);
  });
  it('never interprets markup', () => {
    expect(parseHeadline('<b>[[x]]</b>')).toEqual([
      { text: '<b>', match: false },
      { text: 'x', match: true },
      { text: '</b>', match: false },
    ]);
  });
});
