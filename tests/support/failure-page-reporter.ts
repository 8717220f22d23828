/**
 * A Playwright reporter that prints, after the run's summary, what the page showed when each
 * failed test stopped: the `error-context` Playwright writes (the failed step and the page's
 * accessibility snapshot). On a clean-clone CI run only the log survives, and a flaky failure
 * without its page cannot be told apart from a slow one.
 */
import { readFileSync } from 'node:fs';
import type { Reporter, TestCase, TestResult } from '@playwright/test/reporter';

/** Long pages are cut: the first lines of the snapshot say which screen it was. */
const MAX_CHARS = 6_000;

export default class FailurePageReporter implements Reporter {
  private readonly pages: string[] = [];

  onTestEnd(test: TestCase, result: TestResult): void {
    if (result.status === 'passed' || result.status === 'skipped') return;
    const context = result.attachments.find((a) => a.name === 'error-context' && a.path);
    if (!context?.path) return;
    let text: string;
    try {
      text = readFileSync(context.path, 'utf8');
    } catch {
      return;
    }
    const cut =
      text.length > MAX_CHARS ? `${text.slice(0, MAX_CHARS)}\n… (${text.length - MAX_CHARS} more characters)` : text;
    this.pages.push(`── page when "${test.titlePath().slice(1).join(' › ')}" failed ──\n${cut}`);
  }

  onEnd(): void {
    for (const page of this.pages) process.stdout.write(`\n${page}\n`);
  }

  printsToStdio(): boolean {
    return true;
  }
}
