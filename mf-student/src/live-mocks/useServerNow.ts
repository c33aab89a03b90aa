import { useEffect, useState } from 'react';

/**
 * Server time (device time + the offset learnt from `serverNow`), re-read every second while
 * `active` (a page with nothing to count down does not re-render every second).
 */
export function useServerNow(offsetMs: number, active = true, tickMs = 1000): number {
  const [deviceNow, setDeviceNow] = useState(() => Date.now());
  useEffect(() => {
    if (!active) return;
    setDeviceNow(Date.now());
    const id = setInterval(() => setDeviceNow(Date.now()), tickMs);
    return () => clearInterval(id);
  }, [active, tickMs]);
  return deviceNow + offsetMs;
}
