// The demo restaurants and the e2e browser are in Paris (playwright.config.ts), so a test's days are Paris's: between
// midnight in Paris and midnight UTC, the UTC date would still be yesterday.
const PARIS_DATE = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Paris',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** Today in Paris, moved by `offset` days, as YYYY-MM-DD. */
export function parisDay(offset = 0): string {
  const [year = 0, month = 1, date = 1] = PARIS_DATE.format(new Date()).split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, date + offset)).toISOString().slice(0, 10);
}
