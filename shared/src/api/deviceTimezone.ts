import { useEffect, useState } from 'react';
import { STORAGE_KEYS } from '../constants';

/**
 * The device's IANA time zone. A page's first Intl.DateTimeFormat loads ICU's data, which costs
 * 60–230 ms at 4× CPU throttling here and would sit on the first page's path (its first request
 * carries the zone). So the zone found is kept on this device: start-up reads the kept one, and the
 * zone is looked up again once the browser is idle after the first page.
 */
let lookedUp: string | null = null;

function lookUp(): string | null {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || null;
  } catch {
    return null;
  }
}

function kept(): string | null {
  try {
    return localStorage.getItem(STORAGE_KEYS.deviceTimezone);
  } catch {
    return null;
  }
}

/** The device's zone as the browser tells it now (UTC when it does not), kept for the next start. */
export function deviceTimezone(): string {
  if (lookedUp === null) {
    lookedUp = lookUp() ?? 'UTC';
    try {
      localStorage.setItem(STORAGE_KEYS.deviceTimezone, lookedUp);
    } catch {
      // Not kept: the next start looks it up again.
    }
  }
  return lookedUp;
}

/** The zone without a lookup when one is known: this page's, else the one kept on this device. */
export function knownDeviceTimezone(): string {
  return lookedUp ?? kept() ?? deviceTimezone();
}

/** Runs `task` when the browser is idle (after the first page's work), or soon where it cannot tell; returns the cancel. */
function whenIdle(task: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(task, { timeout: 3000 });
    return () => window.cancelIdleCallback(id);
  }
  const id = setTimeout(task, 0);
  return () => clearTimeout(id);
}

/**
 * The device's zone for a component: the known one at first, then the browser's, looked up once the
 * browser is idle (a traveller's device has moved since the zone was kept).
 */
export function useDeviceTimezone(): string {
  const [zone, setZone] = useState(knownDeviceTimezone);
  useEffect(() => whenIdle(() => setZone(deviceTimezone())), []);
  return zone;
}

/** Forgets this page's lookup (tests). */
export function resetDeviceTimezoneForTests(): void {
  lookedUp = null;
}
