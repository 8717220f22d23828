/**
 * The organizers' reads over the session's API client (its bearer token and one shared token
 * refresh): the live results with `If-None-Match`, and the CSV export saved as a file.
 */
import { call } from '../../api-client/calls.ts';
import { isApiFailure } from '../../api-client/failures.ts';
import { resultsCsvName, resultsEtag } from '../../api-contract/results-names.ts';
import { session } from '../session/index.ts';
import type { ResultsKind, ResultsReader, ResultsVersion } from './live-results.ts';

/** A conditional read's answer: null for a 304 (the results are still the version asked about). */
async function unlessNotModified<T>(read: Promise<{ readonly data: T }>): Promise<T | null> {
  try {
    return (await read).data;
  } catch (err) {
    if (isApiFailure(err) && err.status === 304) return null;
    throw err;
  }
}

const ifNoneMatch = (shown: ResultsVersion | null) => ({
  headers: shown === null ? {} : { 'If-None-Match': resultsEtag(shown) },
});

/** Reads an event's results; null when they are still the ones `shown`. */
export const readEventResults: ResultsReader<'event'> = (code, shown) =>
  unlessNotModified(call(session().api, 'eventResults', { params: { code } }, ifNoneMatch(shown)));

/** Reads a group's results; null when they are still the ones `shown`. */
export const readGroupResults: ResultsReader<'group'> = (code, shown) =>
  unlessNotModified(call(session().api, 'groupResults', { params: { code } }, ifNoneMatch(shown)));

/**
 * Fetches the results as CSV with the organizer's token (a plain link would carry none) and
 * hands the browser a file to save. Rejects with the API client's failure.
 */
export async function downloadResultsCsv(kind: ResultsKind, code: string): Promise<void> {
  const text =
    kind === 'event'
      ? await call(session().api, 'eventResultsCsv', { params: { code } })
      : await call(session().api, 'groupResultsCsv', { params: { code } });
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = resultsCsvName(code);
  document.body.append(link);
  link.click();
  link.remove();
  // The click has handed the file over; the next task may free it.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
