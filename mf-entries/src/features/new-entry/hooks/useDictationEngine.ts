import { useEffect, useState } from 'react';
import { DICTATION_ENGINES, type DictationEngine } from '@inscriptions/contracts';
import { STORAGE_KEYS } from '@inscriptions/shared/constants';
import { browserRecognition, recognitionPlace, type RecognitionPlace } from '../lib/browserDictation';

export interface DictationEngineChoice {
  engine: DictationEngine;
  choose(engine: DictationEngine): void;
  /** Whether this browser has speech recognition, and where it hears (null while it is asked). */
  browser: { supported: boolean; place: RecognitionPlace | null };
}

function storedEngine(): DictationEngine | null {
  try {
    const value = window.localStorage.getItem(STORAGE_KEYS.dictationEngine);
    return (DICTATION_ENGINES as readonly string[]).includes(value ?? '') ? (value as DictationEngine) : null;
  } catch {
    return null;
  }
}

/**
 * The dictation engine chosen on this device, kept in localStorage (a per-device choice: another browser
 * may have no speech recognition). The configured stream unless the user chose the browser's, and only
 * while this browser has one.
 */
export function useDictationEngine(): DictationEngineChoice {
  const [Recognition] = useState(() => browserRecognition());
  const [engine, setEngine] = useState<DictationEngine>(() =>
    storedEngine() === 'browser' && Recognition ? 'browser' : 'stream',
  );
  const [place, setPlace] = useState<RecognitionPlace | null>(null);
  useEffect(() => {
    if (!Recognition) return;
    let live = true;
    void recognitionPlace(Recognition).then((p) => {
      if (live) setPlace(p);
    });
    return () => {
      live = false;
    };
  }, [Recognition]);
  const choose = (next: DictationEngine) => {
    setEngine(next);
    try {
      window.localStorage.setItem(STORAGE_KEYS.dictationEngine, next);
    } catch {
      // Storage refused (private mode): the choice holds for this page.
    }
  };
  return { engine, choose, browser: { supported: Recognition !== null, place } };
}
