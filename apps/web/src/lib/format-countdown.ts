/**
 * Seconds as "mm:ss" (690 → "11:30"), the one way the app counts down: an accept deadline, an enrolment code. Minutes
 * are not capped at 59, neither ever reaching an hour.
 */
export function formatCountdown(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  return `${String(Math.floor(whole / 60)).padStart(2, '0')}:${String(whole % 60).padStart(2, '0')}`;
}
