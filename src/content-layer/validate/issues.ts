/**
 * What the pack validator reports: one issue per problem, with a stable code (a dotted key, so
 * tools and tests match on it rather than on prose) and the entry, content type, field and
 * locale it concerns. `detail` says what was expected or found (`Symbol`, `max 256`, an id).
 */
export type PackIssueCode =
  | 'contentType.malformed'
  | 'contentType.unknown'
  | 'entry.malformed'
  | 'field.unknown'
  | 'field.malformed'
  | 'field.required'
  | 'locale.unknown'
  | 'locale.notLocalized'
  | 'value.type'
  | 'value.size'
  | 'value.range'
  | 'value.regexp'
  | 'value.prohibitRegexp'
  | 'value.in'
  | 'value.dateRange'
  | 'value.unique'
  | 'link.type'
  | 'link.missing'
  | 'link.contentType'
  | 'link.mimetypeGroup'
  | 'asset.file'
  | 'asset.url';

export interface PackIssue {
  readonly code: PackIssueCode;
  /** Entry, asset or content type id. */
  readonly entryId: string;
  /** The entry's content type (`Asset` for assets, `ContentType` for the model itself). */
  readonly contentType: string;
  readonly field?: string;
  readonly locale?: string;
  readonly detail?: string;
}

/** Where a value sits, so checks deeper down can report it without knowing the entry. */
export interface Place {
  readonly entryId: string;
  readonly contentType: string;
  readonly field: string;
  readonly locale: string;
}

/** A value-level problem: the code and what was expected; the caller adds the place. */
export interface Problem {
  readonly code: PackIssueCode;
  readonly detail?: string;
}

/** An issue for a value at a place. */
export function issueAt(place: Place, problem: Problem): PackIssue {
  return { ...place, ...problem };
}

/** One line per issue: `value.type question 'q1' field 'name' [en-US]: Symbol`. */
export function formatPackIssues(issues: readonly PackIssue[]): string {
  return issues
    .map((i) => {
      const where = `${i.contentType} '${i.entryId}'${i.field ? ` field '${i.field}'` : ''}${i.locale ? ` [${i.locale}]` : ''}`;
      return `ERROR ${i.code} ${where}${i.detail ? `: ${i.detail}` : ''}`;
    })
    .join('\n');
}
