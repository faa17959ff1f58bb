import { useEffect, useState } from 'react';
import { styled } from '@inscriptions/shared/ui';
import { QUOTES, type Quote } from './quotes';

const ROTATE_MS = 8000;

const Region = styled.section`
  display: flex;
  flex-direction: column;
  justify-content: center;
  gap: 24px;
  height: 100%;
  padding: 48px;
  color: #fff;
  background: linear-gradient(160deg, #3d5a80 0%, #2f4766 60%, #293241 100%);
  ${({ theme }) => theme.media.mobile} {
    padding: 20px 16px;
    gap: 12px;
  }
`;
const Blockquote = styled.blockquote`
  margin: 0;
  font-family: ${({ theme }) => theme.fonts.heading};
  font-size: clamp(1.1rem, 0.9rem + 1.2vw, 1.75rem);
  line-height: 1.4;
  min-height: 5.6em;
  ${({ theme }) => theme.media.mobile} {
    min-height: 0;
  }
`;
const Author = styled.figcaption`
  margin-top: 12px;
  font-size: 1rem;
  opacity: 0.85;
`;
const Controls = styled.div`
  display: flex;
  align-items: center;
  gap: 12px;
`;
const Arrow = styled.button`
  width: 40px;
  height: 40px;
  border-radius: 50%;
  border: 1px solid rgba(255, 255, 255, 0.6);
  background: transparent;
  color: #fff;
  font-size: 1.1rem;
  cursor: pointer;
  &:focus-visible {
    outline: 3px solid #fff;
    outline-offset: 2px;
  }
`;

export function QuotesCarousel({
  quotes = QUOTES,
  autoplay = true,
}: {
  quotes?: readonly Quote[];
  autoplay?: boolean;
}) {
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const count = quotes.length;

  useEffect(() => {
    if (!autoplay || paused || count < 2) return;
    if (typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches)
      return;
    const timer = setInterval(() => setIndex((i) => (i + 1) % count), ROTATE_MS);
    return () => clearInterval(timer);
  }, [autoplay, paused, count]);

  const quote = quotes[index % count];
  if (!quote) return null;
  return (
    <Region
      aria-roledescription="carousel"
      aria-label="Entrepreneurial quotes"
      data-testid="quotes-carousel"
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <figure style={{ margin: 0 }} aria-roledescription="slide" aria-label={`${index + 1} of ${count}`}>
        <Blockquote>“{quote.content}”</Blockquote>
        <Author>— {quote.author}</Author>
      </figure>
      <Controls>
        <Arrow type="button" aria-label="Previous quote" onClick={() => setIndex((i) => (i - 1 + count) % count)}>
          ‹
        </Arrow>
        <span aria-hidden="true">
          {index + 1} / {count}
        </span>
        <Arrow type="button" aria-label="Next quote" onClick={() => setIndex((i) => (i + 1) % count)}>
          ›
        </Arrow>
      </Controls>
    </Region>
  );
}
