/**
 * A topic test's results kept on the device (practice-results.ts) and the summary page's
 * rows (practice-summary.ts). Depends on: reads/rounds, reads/shares, src/stores/session.
 */
export { recordResult, type PracticeResult } from './practice-results.ts';
export { loadSummary, $summary, type RowStatus } from './practice-summary.ts';
