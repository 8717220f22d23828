/**
 * What organizers read (issue 23): an event's or a group's results, live (polling with
 * `If-None-Match`, paused while the tab is hidden), and their CSV export. Depends on:
 * src/stores/session (the API client and its token).
 */
export {
  createLiveResults,
  type LiveResults,
  type LiveResultsState,
  type ResultsKind,
  type ResultsReader,
} from './live-results.ts';
export { downloadResultsCsv, readEventResults, readGroupResults } from './results-read.ts';
export { keyStaysInControl, nextSlide } from './presenter.ts';
