import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { ThemeProvider } from 'styled-components';
import { IMAGE_TOO_LARGE } from '@inscriptions/shared/validation';
import { CategorySelect, INSCRIPTION_CATEGORIES } from './CategorySelect';
import { ImageInput } from './ImageInput';
import { PrivacyToggle } from './PrivacyToggle';
import { theme } from './theme';

describe('CategorySelect', () => {
  it('lists the 27 categories title-cased with spaces', () => {
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
    fireEvent.change(select, { target: { value: 'BANKS' } });
    expect(onChange).toHaveBeenCalledWith('BANKS');
  });
});

describe('PrivacyToggle', () => {
  it('is a toggle button with aria-pressed', () => {
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
    fireEvent.click(toggle);
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

  it('rejects other types and files over 10 MB with the spec message', () => {
    const { onChange, input } = setup();
    fireEvent.change(input, { target: { files: [new File(['x'], 'a.gif', { type: 'image/gif' })] } });
    expect(screen.getByRole('alert')).toHaveTextContent(IMAGE_TOO_LARGE);
    const big = new File(['x'], 'a.png', { type: 'image/png' });
    Object.defineProperty(big, 'size', { value: 10 * 1024 * 1024 + 1 });
    fireEvent.change(input, { target: { files: [big] } });
    expect(onChange).toHaveBeenLastCalledWith(null);
  });

  it('accepts a png', () => {
    URL.createObjectURL = jest.fn(() => 'blob:preview');
    URL.revokeObjectURL = jest.fn();
    const { onChange, input } = setup();
    const ok = new File(['x'], 'a.png', { type: 'image/png' });
    fireEvent.change(input, { target: { files: [ok] } });
    expect(onChange).toHaveBeenLastCalledWith(ok);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
