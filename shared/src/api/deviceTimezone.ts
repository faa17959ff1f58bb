import { useEffect, useState } from 'react';
import { TIMEZONE_COOKIE } from '@inscriptions/contracts';
import { STORAGE_KEYS } from '../constants';

/**
 * The device's IANA time zone. A page's first Intl.DateTimeFormat loads ICU's data, slow on a
 * modest phone (the README's design decisions), and would sit on the first page's path (its first
 * request carries the zone). So the zone found is kept on this device: start-up reads the kept one, and the
 * zone is looked up again once the first page has loaded.
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
    // The server renders this device's pages in its zone (server/src/http/serverRender.ts).
    if (typeof document !== 'undefined')
      document.cookie = `${TIMEZONE_COOKIE}=${encodeURIComponent(lookedUp)}; Path=/; Max-Age=31536000; SameSite=Strict`;
  }
  return lookedUp;
}

/** The zone without a lookup when one is known: this page's, else the one kept on this device. */
export function knownDeviceTimezone(): string {
  return lookedUp ?? kept() ?? deviceTimezone();
}

/**
 * How long after a component first asks the zone is looked up again. The first page's load has pauses
 * (waiting for a script or its data) in which an idle callback would run the lookup; the page's render
 * would then wait for ICU's data to load.
 */
export const TIMEZONE_RECHECK_DELAY_MS = 3000;

/** Runs `task` in idle time once TIMEZONE_RECHECK_DELAY_MS have passed (at once where idleness is unknown); returns the cancel. */
function afterFirstPage(task: () => void): () => void {
  let cancelIdle: (() => void) | undefined;
  const timer = setTimeout(() => {
    if (typeof window.requestIdleCallback !== 'function') return task();
    const id = window.requestIdleCallback(task, { timeout: 3000 });
    cancelIdle = () => window.cancelIdleCallback(id);
  }, TIMEZONE_RECHECK_DELAY_MS);
  return () => {
    clearTimeout(timer);
    cancelIdle?.();
  };
}

/**
 * The device's zone for a component: the known one at first, then the browser's, looked up after the
 * first page (a traveller's device has moved since the zone was kept).
 */
export function useDeviceTimezone(): string {
  const [zone, setZone] = useState(knownDeviceTimezone);
  useEffect(() => afterFirstPage(() => setZone(deviceTimezone())), []);
  return zone;
}

/**
 * The zone the app server's render of a page takes as the device's (the one its cookie names), or
 * null once the render is done.
 */
export function renderInZone(zone: string | null): void {
  lookedUp = zone;
}

/** Forgets this page's lookup (tests). */
export function resetDeviceTimezoneForTests(): void {
  lookedUp = null;
}
