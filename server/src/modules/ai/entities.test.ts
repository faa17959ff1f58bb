import { roleLinks } from './entities';

describe('role links', () => {
  it('ends a role at a word’s edge, accented letters included', () => {
    // JavaScript's \b would end "café" after "caf" and take "on" for the role.
    expect(roleLinks('Lark, the café on Magdalen Street, asked for 20 loaves a week.')).toEqual([['café', 'lark']]);
  });

  it('takes the noun before a preposition for the role, never the preposition', () => {
    expect(roleLinks('Dave, the engineer at Tinsley, looked at the engine.')).toEqual([['engineer', 'dave']]);
    expect(roleLinks('The Pantry, a deli in Wymondham, wants 15 loaves every Friday.')).toEqual([['deli', 'pantry']]);
  });

  it('gives no role that is not a noun, nor one from a list', () => {
    // "makes" is no noun: Ashgrove is not "the flat".
    expect(roleLinks('Without the evening drives to Ashgrove the flat makes no sense.')).toEqual([]);
    expect(roleLinks('With Mum, the house sale and Heron I cannot take on a department.')).toEqual([]);
  });

  it('links a thing, an animal or a person to the name it is given as it is met', () => {
    expect(roleLinks('Went to look at a camper van for sale in Hull. She is called Maud, and she is old.')).toEqual([['van', 'maud']]);
    expect(roleLinks('We adopted a puppy from the rescue and called him Pip.')).toEqual([['puppy', 'pip']]);
    expect(roleLinks('Met a new client at the gallery. She is called Sarah Jones.')).toEqual([['client', 'jones']]);
    // Called by someone, or called something that is no name: no link.
    expect(roleLinks('A neighbour called me at six.')).toEqual([]);
    expect(roleLinks('Bought a kettle. It is called a travel kettle.')).toEqual([]);
  });
});
