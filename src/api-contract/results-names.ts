import { normalizeCode } from '../domain/codes.ts';

/**
 * The names of an organizer's results, one definition for the API that sends them and the page
 * that uses them. The ETag the page polls with (`If-None-Match`): a group's results are their
 * version (a digest of the rows). An event's also name the content they follow: a publish can change its questions and
 * right answers with no answer raising the version, and the next poll must then read anew.
 */
export const resultsEtag = (results: { readonly version: number; readonly content?: string }): string =>
  results.content === undefined ? `"${results.version}"` : `"${results.version}-${results.content}"`;

/** The file name of a results export, as the API's `Content-Disposition` and the page's download give it. */
export const resultsCsvName = (code: string): string => `${normalizeCode(code)}-results.csv`;
