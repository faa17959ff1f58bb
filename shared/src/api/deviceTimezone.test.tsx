import { act, render, screen } from '@testing-library/react';
import { STORAGE_KEYS } from '@inscriptions/shared/constants';
import {
  TIMEZONE_RECHECK_DELAY_MS,
  deviceTimezone,
  knownDeviceTimezone,
  resetDeviceTimezoneForTests,
  useDeviceTimezone,
} from './deviceTimezone';
import { requestHeaders } from './transport';

const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** The zone of each render, in order. */
const rendered: string[] = [];
function ShowZone() {
  const zone = useDeviceTimezone();
  rendered.push(zone);
  return <output>{zone}</output>;
}

describe('the device time zone', () => {
  let lookups: jest.SpyInstance;
  beforeEach(() => {
    localStorage.clear();
    resetDeviceTimezoneForTests();
    lookups = jest.spyOn(Intl, 'DateTimeFormat');
  });
  afterEach(() => lookups.mockRestore());

  it("start-up sends the zone kept on this device without loading ICU's data", () => {
    localStorage.setItem(STORAGE_KEYS.deviceTimezone, 'Asia/Tokyo');
    expect(requestHeaders(new Date(), null)['x-timezone']).toBe('Asia/Tokyo');
    expect(knownDeviceTimezone()).toBe('Asia/Tokyo');
    expect(lookups).not.toHaveBeenCalled();
  });

  it('a first start looks the zone up and keeps it; a lookup replaces the kept zone', () => {
    expect(knownDeviceTimezone()).toBe(browserZone());
    expect(localStorage.getItem(STORAGE_KEYS.deviceTimezone)).toBe(browserZone());
    resetDeviceTimezoneForTests();
    localStorage.setItem(STORAGE_KEYS.deviceTimezone, 'Asia/Tokyo');
    expect(deviceTimezone()).toBe(browserZone());
    expect(knownDeviceTimezone()).toBe(browserZone());
    expect(localStorage.getItem(STORAGE_KEYS.deviceTimezone)).toBe(browserZone());
  });

  it("a component shows the kept zone first, then the browser's once the first page has loaded (a traveller's device)", () => {
    jest.useFakeTimers();
    try {
      localStorage.setItem(STORAGE_KEYS.deviceTimezone, 'Asia/Tokyo');
      rendered.length = 0;
      render(<ShowZone />);
      act(() => jest.advanceTimersByTime(TIMEZONE_RECHECK_DELAY_MS - 1));
      expect(screen.getByRole('status')).toHaveTextContent('Asia/Tokyo');
      expect(lookups).not.toHaveBeenCalled();
      act(() => jest.advanceTimersByTime(1));
      expect(screen.getByRole('status')).toHaveTextContent(browserZone());
      expect(browserZone()).not.toBe('Asia/Tokyo');
      expect(rendered).toEqual(['Asia/Tokyo', browserZone()]);
    } finally {
      jest.useRealTimers();
    }
  });
});
