import { useCallback, useEffect, useState } from 'react';

/** Whole seconds left until a deadline `seconds` from the start or from the last restart (SPEC §4 OTP). */
export function useCountdown(seconds: number): { remaining: number; restart: () => void } {
  const [deadline, setDeadline] = useState(() => Date.now() + seconds * 1000);
  const left = () => Math.max(0, Math.ceil((deadline - Date.now()) / 1000));
  const [remaining, setRemaining] = useState(left);

  useEffect(() => {
    setRemaining(left());
    const timer = window.setInterval(() => {
      const now = left();
      setRemaining(now);
      if (now === 0) window.clearInterval(timer);
    }, 250);
    return () => window.clearInterval(timer);
  }, [deadline]);

  const restart = useCallback(() => setDeadline(Date.now() + seconds * 1000), [seconds]);
  return { remaining, restart };
}
