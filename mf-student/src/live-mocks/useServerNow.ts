import { useEffect, useState } from 'react';

/** Server time (device time + the offset learnt from `serverNow`), re-read every second. */
export function useServerNow(offsetMs: number, tickMs = 1000): number {
  const [deviceNow, setDeviceNow] = useState(() => Date.now());
  useEffect(() => {
    const id = setInterval(() => setDeviceNow(Date.now()), tickMs);
    return () => clearInterval(id);
  }, [tickMs]);
  return deviceNow + offsetMs;
}
