type DemoMode = typeof import('./demo-mode');

/**
 * Imports demo mode's modules, or ends the process with one line saying why when the install left them out: faker
 * and the simulator are development dependencies (docs/deployment.md#production-install).
 */
export async function loadDemoMode(): Promise<DemoMode> {
  try {
    return await import('./demo-mode');
  } catch (error) {
    if (!(error instanceof Error && 'code' in error && error.code === 'ERR_MODULE_NOT_FOUND')) throw error;
    const missing = /Cannot find (?:package|module) '([^']+)'/.exec(error.message)?.[1] ?? error.message;
    console.error(
      `DEMO=1 needs the development install: ${missing} is missing. Run \`npm install\` (not --omit=dev), or set DEMO=0.`,
    );
    process.exit(1);
  }
}
