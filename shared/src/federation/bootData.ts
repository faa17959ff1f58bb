import { BOOT_DATA_ELEMENT_ID } from '@inscriptions/contracts';
import type { BootDataKey } from '@inscriptions/contracts';

let parsed: Partial<Record<BootDataKey, unknown>> | null = null;

/**
 * What the server wrote into the page for `key` (see BOOT_DATA_ELEMENT_ID), or undefined: a page
 * without the block (a development server, an old cached page) fetches the JSON file instead.
 */
export function readBootData(key: BootDataKey): unknown {
  if (!parsed) {
    parsed = {};
    const text = typeof document === 'undefined' ? null : document.getElementById(BOOT_DATA_ELEMENT_ID)?.textContent;
    try {
      const value: unknown = text ? JSON.parse(text) : null;
      if (value && typeof value === 'object') parsed = value as Partial<Record<BootDataKey, unknown>>;
    } catch (error) {
      console.warn('The page carries malformed boot data', error);
    }
  }
  return parsed[key];
}

/** Forgets the parsed block (tests). */
export function resetBootData(): void {
  parsed = null;
}
