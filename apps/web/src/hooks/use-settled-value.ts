import { useEffect, useState } from 'react';

/** The value once the user stopped changing it for `ms` (one lookup per pause in typing, not one per key). */
export function useSettledValue(value: string, ms: number): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}
