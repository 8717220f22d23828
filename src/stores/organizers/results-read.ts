/**
 * The organizers' reads over the session's API client (its bearer token and one shared token
 * refresh): the live results with `If-None-Match`, and the CSV export saved as a file.
 */
import { call } from '../../api-client/calls.ts';
import { isApiFailure } from '../../api-client/failures.ts';
import { session } from '../session/index.ts';
import type { ResultsKind, ResultsReader } from './live-results.ts';

/** Whether the visitor has a session to read results with (a stored access token). */
export const hasSession = (): boolean => Boolean(session().storage.get('access_token'));

/** The ETag of a results version, as the API sends it (`"<version>"`). */
export const etagOf = (version: number): string => `"${version}"`;

/** A conditional read's answer: null for a 304 (the results are still the version asked about). */
async function unlessNotModified<T>(read: Promise<{ readonly data: T }>): Promise<T | null> {
  try {
    return (await read).data;
  } catch (err) {
    if (isApiFailure(err) && err.status === 304) return null;
    throw err;
  }
}

const ifNoneMatch = (version: number | null) => ({
  headers: version === null ? {} : { 'If-None-Match': etagOf(version) },
});

/** Reads an event's results; null when they are still `version`. */
export const readEventResults: ResultsReader<'event'> = (code, version) =>
  unlessNotModified(call(session().api, 'eventResults', { params: { code } }, ifNoneMatch(version)));

/** Reads a group's results; null when they are still `version`. */
export const readGroupResults: ResultsReader<'group'> = (code, version) =>
  unlessNotModified(call(session().api, 'groupResults', { params: { code } }, ifNoneMatch(version)));

/** The file name of a results export: `results-{code}.csv`. */
export const csvFileName = (code: string): string => `results-${code}.csv`;

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
  link.download = csvFileName(code);
  document.body.append(link);
  link.click();
  link.remove();
  // The click has handed the file over; the next task may free it.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
