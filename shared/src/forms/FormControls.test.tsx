import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { ThemeProvider, theme } from '@inscriptions/shared/ui';
import { IMAGE_TOO_LARGE } from '@inscriptions/shared/validation';
import { CategorySelect, INSCRIPTION_CATEGORIES } from './CategorySelect';
import { ImageInput } from './ImageInput';
import { PrivacyToggle } from './PrivacyToggle';

describe('CategorySelect', () => {
  it('lists the 27 categories title-cased with spaces', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    render(
      <ThemeProvider theme={theme}>
        <CategorySelect value="CONSUMER_SERVICES" onChange={onChange} />
      </ThemeProvider>,
    );
    const select = screen.getByLabelText('Industry');
    const options = Array.from((select as HTMLSelectElement).options).map((o) => o.textContent);
    expect(INSCRIPTION_CATEGORIES).toHaveLength(27);
    expect(options).toHaveLength(27);
    expect(options).toContain('Consumer Services');
    expect(options).toContain('Pharmaceuticals Biotechnology Life Sciences');
    expect(options[0]).toBe('Automobiles Components');
    expect(select).toHaveDisplayValue('Consumer Services');
    await user.selectOptions(select, 'BANKS');
    expect(onChange).toHaveBeenCalledWith('BANKS');
  });
});

describe('PrivacyToggle', () => {
  it('is a toggle button with aria-pressed', async () => {
    const user = userEvent.setup();
    function Host() {
      const [p, setP] = useState(false);
      return <PrivacyToggle isPrivate={p} onChange={setP} />;
    }
    render(
      <ThemeProvider theme={theme}>
        <Host />
      </ThemeProvider>,
    );
    const toggle = screen.getByRole('button', { name: 'Private' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
  });
});

describe('ImageInput', () => {
  function setup() {
    const onChange = jest.fn();
    render(
      <ThemeProvider theme={theme}>
        <ImageInput label="Logo" file={null} onChange={onChange} />
      </ThemeProvider>,
    );
    return { onChange, input: screen.getByLabelText('Logo') };
  }

  it('rejects other types and files over 10 MB with the spec message', async () => {
    // The file dialog's "All files" lets a user pick a file the accept attribute does not list;
    // applyAccept: false lets user-event do the same, so the component's own check is what is tested.
    const user = userEvent.setup({ applyAccept: false });
    const { onChange, input } = setup();
    await user.upload(input, new File(['x'], 'a.gif', { type: 'image/gif' }));
    expect(screen.getByRole('alert')).toHaveTextContent(IMAGE_TOO_LARGE);
    const big = new File(['x'], 'a.png', { type: 'image/png' });
    Object.defineProperty(big, 'size', { value: 10 * 1024 * 1024 + 1 });
    await user.upload(input, big);
    // Both choices reached the component (the gif's refusal alone would also leave null last).
    expect(onChange).toHaveBeenCalledTimes(2);
    expect(onChange).toHaveBeenLastCalledWith(null);
  });

  it('accepts a png', async () => {
    const user = userEvent.setup();
    URL.createObjectURL = jest.fn(() => 'blob:preview');
    URL.revokeObjectURL = jest.fn();
    const { onChange, input } = setup();
    const ok = new File(['x'], 'a.png', { type: 'image/png' });
    await user.upload(input, ok);
    expect(onChange).toHaveBeenLastCalledWith(ok);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
