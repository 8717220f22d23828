/**
 * The `organizers` field of events and groups (issue 23): the email addresses whose verified
 * accounts may read the results. Lower-cased, as accounts store their email, and checked against
 * the model's pattern; a bad address is an error naming the entry (the build fails) but not the
 * address, since issues reach logs and the publishing status, where addresses must not.
 */
import { EMAIL_PATTERN } from '../schema/content-model.ts';
import type { EntryReader } from './reader.ts';

const EMAIL = new RegExp(EMAIL_PATTERN);

/** What of an event's or a group's reader the field needs. */
type OrganizersReader =
  Pick<EntryReader<'event'>, 'symbols' | 'report'> | Pick<EntryReader<'group'>, 'symbols' | 'report'>;

/** The entry's organizers, lower-cased and without repeats; each bad item reported as an error. */
export function readOrganizers(e: OrganizersReader): string[] {
  const found = new Set<string>();
  e.symbols('organizers').forEach((address, i) => {
    if (EMAIL.test(address)) found.add(address.toLowerCase());
    else e.report('error', `organizers item ${i + 1} is not an email address`, 'organizers');
  });
  return [...found];
}
