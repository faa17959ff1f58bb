import { markdownToPlainText } from './plainText';

describe('markdownToPlainText', () => {
  it('reads each block on its own line, without the formatting markers', async () => {
    expect(await markdownToPlainText('## Plan\n- **Paint** the _hangar_\n- ![a red door](door.png)\n\n> Quoted `code`')).toBe(
      'Plan\nPaint the hangar\na red door\nQuoted code',
    );
  });

  it("keeps what is text as the entry shows it: '<' that opens no tag, and a link whose URL holds parentheses", async () => {
    expect(await markdownToPlainText('I <3 coffee, more than tea > water')).toBe('I <3 coffee, more than tea > water');
    expect(await markdownToPlainText('[the wiki](https://en.wikipedia.org/wiki/Foo_(bar)) was good')).toBe('the wiki was good');
    expect(await markdownToPlainText('snake_case_name and 5_000')).toBe('snake_case_name and 5_000');
  });
});
