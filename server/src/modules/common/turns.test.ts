import { turnsDuring } from '../../test/turns';
import { ENTRIES_PER_TURN, mapInTurns } from './turns';

describe('mapInTurns', () => {
  it('maps every item in order, with turns of the event loop between slices', async () => {
    const items = Array.from({ length: ENTRIES_PER_TURN * 3 + 1 }, (_, i) => i);
    let mapped: number[] = [];
    const turns = await turnsDuring(async () => (mapped = await mapInTurns(items, (i) => i * 2)));
    expect(mapped).toEqual(items.map((i) => i * 2));
    expect(turns).toBeGreaterThanOrEqual(3);
  });

  it('takes no turn for a single slice', async () => {
    expect(await turnsDuring(() => mapInTurns([1, 2], (i) => i))).toBe(0);
  });
});
