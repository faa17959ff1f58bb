import { shouldHideNavigation } from './nav';

describe('shouldHideNavigation', () => {
  it('hides navigation only when the only inscription has zero entries', () => {
    expect(shouldHideNavigation([{ entryCount: 0 }])).toBe(true);
    expect(shouldHideNavigation([{ entryCount: 1 }])).toBe(false);
    expect(shouldHideNavigation([{ entryCount: 0 }, { entryCount: 0 }])).toBe(false);
    expect(shouldHideNavigation([])).toBe(false);
    expect(shouldHideNavigation(undefined)).toBe(false);
  });
});
