import { useCallback, useEffect, useState } from 'react';
import { isAtBottom } from './useTwoWayScroll';

export const SCROLL_INDICATOR_MS = 5000;
export const SCROLL_INDICATOR_PX = 200;

/** Visible until 5000 ms have passed, the user scrolled more than 200 px, or reached the bottom. */
export function useScrollIndicator(enabled: boolean) {
  const [hidden, setHidden] = useState(false);
  useEffect(() => {
    if (!enabled) return;
    const timer = setTimeout(() => setHidden(true), SCROLL_INDICATOR_MS);
    return () => clearTimeout(timer);
  }, [enabled]);
  const onScroll = useCallback((el: HTMLElement) => {
    if (el.scrollTop > SCROLL_INDICATOR_PX || isAtBottom(el)) setHidden(true);
  }, []);
  return { visible: enabled && !hidden, onScroll };
}
