/**
 * What organizers read (issue 23): an event's or a group's results, live (polling with
 * `If-None-Match`, paused while the tab is hidden), and their CSV export. Depends on:
 * src/stores/session (the API client and its token).
 */
export {
  ANNOUNCE_MS,
  createLiveResults,
  headcount,
  POLL_MS,
  type LiveResults,
  type LiveResultsDeps,
  type LiveResultsState,
  type ResultsAccess,
  type ResultsKind,
  type ResultsOf,
  type ResultsReader,
  type ResultsVersion,
} from './live-results.ts';
export { downloadResultsCsv, readEventResults, readGroupResults } from './results-read.ts';
export { nextSlide, type Slide } from './presenter.ts';
