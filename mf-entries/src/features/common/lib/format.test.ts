import { applyFormat } from './format';

describe('applyFormat', () => {
  it('wraps the selection for bold and italic, keeping it selected', () => {
    expect(applyFormat('a big idea', 2, 5, 'bold')).toEqual({
      value: 'a **big** idea',
      selectionStart: 4,
      selectionEnd: 7,
    });
    expect(applyFormat('a big idea', 2, 5, 'italic')).toEqual({
      value: 'a _big_ idea',
      selectionStart: 3,
      selectionEnd: 6,
    });
  });
  it('inserts empty markers at the caret', () => {
    expect(applyFormat('ab', 1, 1, 'bold')).toEqual({ value: 'a****b', selectionStart: 3, selectionEnd: 3 });
  });
  it('turns the selected lines into a list', () => {
    expect(applyFormat('one\ntwo\nthree', 1, 5, 'list').value).toBe('- one\n- two\nthree');
    expect(applyFormat('- one', 0, 0, 'list').value).toBe('- one');
  });
});
