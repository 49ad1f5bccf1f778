import { useEffect, useState } from 'react';

/** 'down' once the user scrolls down past the header, 'up' when scrolling back (the logo bar follows it). */
export function useScrollDirection(threshold = 80): 'up' | 'down' {
  const [direction, setDirection] = useState<'up' | 'down'>('up');
  useEffect(() => {
    let last = window.scrollY;
    const onScroll = () => {
      const y = window.scrollY;
      if (Math.abs(y - last) < 4) return;
      setDirection(y > last && y > threshold ? 'down' : 'up');
      last = y;
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [threshold]);
  return direction;
}
