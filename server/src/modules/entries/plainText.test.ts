import { previewOf } from '@inscriptions/contracts';
import { markdownToPlainText, transcriptPreview } from './plainText';

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

  it('previews a transcript as it reads, on one line, cut at 160 characters with an ellipsis', async () => {
    expect(await transcriptPreview('**Sold out** by _noon_\n\n- oat milk\n- [the new grinder](https://example.com)')).toBe(
      'Sold out by noon oat milk the new grinder',
    );
    expect(await transcriptPreview(`# Long\n\n${'word '.repeat(40)}`)).toBe(`Long ${'word '.repeat(30)}word\u2026`);
    expect(await transcriptPreview('😀'.repeat(161))).toBe(`${'😀'.repeat(160)}\u2026`);
  });

  it("reads a long transcript's preview from its opening lines", async () => {
    const opening = `**Opening** ${'line '.repeat(40)}`;
    expect(await transcriptPreview(`${opening}\n${'x'.repeat(5000)}`)).toBe(previewOf(`Opening ${'line '.repeat(40)}`, 160));
    // A short first line and a long paragraph: the preview goes on into the paragraph.
    expect(await transcriptPreview(`Monday\n${'*word* '.repeat(400)}`)).toBe(previewOf(`Monday ${'word '.repeat(400)}`, 160));
  });
});
