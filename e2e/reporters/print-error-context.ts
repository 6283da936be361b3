import { readFileSync } from 'node:fs';
import type { Reporter, TestCase, TestResult } from '@playwright/test/reporter';

// CI keeps only what the run printed, not test-results/: a failure's page snapshot (the error context Playwright writes
// beside the trace) is printed with it, so the log alone says what the page showed (docs/testing.md#browser-tests).
const KEPT_LINES = 120;

export default class PrintErrorContext implements Reporter {
  onTestEnd(test: TestCase, result: TestResult): void {
    if (result.status === 'passed' || result.status === 'skipped') return;
    for (const attachment of result.attachments) {
      if (attachment.name !== 'error-context' || !attachment.path) continue;
      const lines = readFileSync(attachment.path, 'utf8').split('\n');
      const shown = lines.slice(0, KEPT_LINES).join('\n');
      const cut = lines.length > KEPT_LINES ? `\n… ${lines.length - KEPT_LINES} more lines` : '';
      console.log(`\n── Page when "${test.title}" failed ──\n${shown}${cut}\n`);
    }
  }

  printsToStdio(): boolean {
    return false;
  }
}
