import { useEffect, useState } from 'react';

/** Milliseconds from `now` to the start of the next minute on the wall clock (at least 1). */
export function msUntilNextMinute(now: Date): number {
  return Math.max(1, 60_000 - (now.getSeconds() * 1000 + now.getMilliseconds()));
}

/**
 * The current time, renewed at the start of each minute: a live clock that shows minutes redraws once a minute,
 * not every second (a page that redraws every second also makes the browser produce a frame every second).
 */
export function useMinuteClock(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout>;
    const schedule = () => {
      timer = setTimeout(() => {
        setNow(new Date());
        schedule();
      }, msUntilNextMinute(new Date()));
    };
    schedule();
    return () => clearTimeout(timer);
  }, []);
  return now;
}
