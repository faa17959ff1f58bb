import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AppProviders, createAppQueryClient } from '@inscriptions/shared/ui';
import { createAppStore } from '@inscriptions/shared/store';
import { EntryTextArea } from './EntryFields';

function Editor({ initial }: { initial: string }) {
  const [value, setValue] = useState(initial);
  return <EntryTextArea value={value} onValueChange={setValue} />;
}

const renderEditor = (initial: string) =>
  render(
    <AppProviders store={createAppStore()} queryClient={createAppQueryClient()}>
      <Editor initial={initial} />
    </AppProviders>,
  );

describe('EntryTextArea', () => {
  it('previews the text formatted, sanitised, and goes back to writing with the text kept', async () => {
    const user = userEvent.setup();
    renderEditor('Sold **twelve** cups\n\n- oat\n- [a script](javascript:alert(1))\n\n<script>alert(2)</script><b>raw</b>');
    const preview = screen.getByRole('button', { name: 'Preview' });
    expect(preview).toHaveAttribute('aria-pressed', 'false');
    await user.click(preview);
    expect(preview).toHaveAttribute('aria-pressed', 'true');
    const formatted = await screen.findByRole('region', { name: 'Entry, formatted' });
    expect(await screen.findByText('twelve')).toContainHTML('<strong>twelve</strong>');
    expect(formatted.querySelectorAll('li')).toHaveLength(2);
    // No script, no raw HTML, no javascript: link.
    expect(formatted.querySelector('script')).toBeNull();
    expect(formatted.querySelector('b')).toBeNull();
    expect(screen.getByText('a script').closest('a')?.getAttribute('href') ?? '').not.toMatch(/^javascript:/i);
    // While previewing, the formatting tools rest and the text box is out of the way.
    expect(screen.getByRole('button', { name: 'Bold' })).toBeDisabled();
    expect(screen.queryByRole('textbox', { name: 'Entry' })).toBeNull();

    await user.click(preview);
    expect(screen.getByRole('textbox', { name: 'Entry' })).toHaveValue(
      'Sold **twelve** cups\n\n- oat\n- [a script](javascript:alert(1))\n\n<script>alert(2)</script><b>raw</b>',
    );
    expect(screen.queryByRole('region', { name: 'Entry, formatted' })).toBeNull();
  });

  it('says there is nothing to preview for an empty entry', async () => {
    const user = userEvent.setup();
    renderEditor('  ');
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    expect(screen.getByRole('region', { name: 'Entry, formatted' })).toHaveTextContent('Nothing to preview yet.');
  });
});
