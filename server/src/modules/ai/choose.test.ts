import { tellsTurn } from './choose';

/*
 * A change's story keeps the sentences that tell of a turn: a move from one thing to another is one, two
 * far-apart words "from" and "to" are not.
 */

describe('turns in a change', () => {
  it('reads a move from one amount or place to another as a turn', () => {
    expect(tellsTurn('Raised my day rate from £350 to £400.')).toBe(true);
    expect(tellsTurn('Moored her from Victoria Quays to Tinsley.')).toBe(true);
  });

  it('reads no turn in a "from" and a "to" that are far apart', () => {
    expect(tellsTurn('She remembered the names of the boats from when Dad took us on holiday, and asked to see them.')).toBe(false);
  });
});
