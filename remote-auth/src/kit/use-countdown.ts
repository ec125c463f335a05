import { useEffect, useRef, useState } from 'react';

/**
 * Seconds left of a countdown from `from`, started when `running` turns true. It reads the
 * clock on each tick, so a throttled background tab still shows the right number.
 * Restart it by remounting the component (a React `key`).
 */
export function useCountdown(from: number, running = true): number {
  const start = useRef(from);
  const [deadline, setDeadline] = useState<number | null>(null);
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    if (!running) return undefined;
    const end = Date.now() + start.current * 1000;
    setDeadline(end);
    setNow(Date.now());
    const timer = setInterval(() => {
      const time = Date.now();
      setNow(time);
      if (time >= end) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [running]);

  if (deadline === null) return start.current;
  return Math.max(0, Math.ceil((deadline - now) / 1000));
}
