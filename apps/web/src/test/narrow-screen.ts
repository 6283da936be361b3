/**
 * Runs `check` on a narrow screen: every `max-width` media query matches (jsdom has no screen width), then the
 * setup's matchMedia comes back.
 */
export async function onNarrowScreen(check: () => Promise<void>): Promise<void> {
  const matchMedia = window.matchMedia;
  window.matchMedia = ((query: string) => ({
    ...matchMedia(query),
    matches: query.includes('max-width'),
  })) as typeof window.matchMedia;
  try {
    await check();
  } finally {
    window.matchMedia = matchMedia;
  }
}
