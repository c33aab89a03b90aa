/** Minutes that may carry a fraction (compensatory time on a 130-minute paper): "20 min", "43 min 20 s". */
export function formatMinutes(minutes: number): string {
  const whole = Math.floor(minutes);
  const seconds = Math.round((minutes - whole) * 60);
  if (seconds === 60) return `${whole + 1} min`;
  return seconds > 0 ? `${whole} min ${seconds} s` : `${whole} min`;
}
