import { act, render, screen } from '@testing-library/react';
import { useDebouncedValue } from './useDebouncedValue';

function Search({ value, delayMs = 300 }: { value: string; delayMs?: number }) {
  return <output>{useDebouncedValue(value, delayMs)}</output>;
}
const shown = () => screen.getByRole('status').textContent;
const wait = (ms: number) => act(() => jest.advanceTimersByTime(ms));

describe('useDebouncedValue', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('gives the first value at once', () => {
    render(<Search value="cof" />);
    expect(shown()).toBe('cof');
  });

  it('gives a new value once it stayed the same for the delay', () => {
    const { rerender } = render(<Search value="" />);
    rerender(<Search value="coffee" />);
    wait(299);
    expect(shown()).toBe('');
    wait(1);
    expect(shown()).toBe('coffee');
  });

  it('starts the delay again on every change, so only the value typing paused on comes out', () => {
    const { rerender } = render(<Search value="" />);
    rerender(<Search value="c" />);
    wait(200);
    rerender(<Search value="co" />);
    wait(200);
    rerender(<Search value="cof" />);
    wait(299);
    expect(shown()).toBe('');
    wait(1);
    expect(shown()).toBe('cof');
  });

  it('leaves no timer behind once unmounted', () => {
    const { rerender, unmount } = render(<Search value="" />);
    rerender(<Search value="coffee" />);
    unmount();
    expect(jest.getTimerCount()).toBe(0);
  });
});
