/** `/g/{code}/`: joins the group (as the logged-in or anonymous visitor) and goes to its welcome page. */
import { useState } from 'react';
import type { Lang } from '../domain/model.ts';
import { localize, paths } from '../domain/routes.ts';
import { format, type Messages } from '../utils/format.ts';
import { joinGroup, messageKeyOf } from '../stores/session/account/index.ts';
import { rateLimitMessage } from '../api-client/failures.ts';
import { apiMissingMessage } from '../api-client/api-missing.ts';
import { reportUnexpected } from '../observability/report-error.ts';
import FormError from './account/FormError.tsx';

interface Props {
  readonly code: string;
  readonly lang: Lang;
  readonly messages: Messages;
}

export default function GroupJoin({ code, lang, messages }: Props) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  return (
    <div>
      {error && <FormError text={error} />}
      <p>
        <button
          type="button"
          data-group-join-button
          disabled={busy}
          onClick={() =>
            void (async () => {
              setBusy(true);
              setError(null);
              try {
                await joinGroup(code);
                location.assign(localize(lang, paths.group(code.toLowerCase(), 'welcome')));
              } catch (err) {
                // Expected: the API refused or was not reached; a bug is reported before the message.
                reportUnexpected(err);
                const limited = rateLimitMessage(err) ?? apiMissingMessage(err);
                setError(
                  limited
                    ? format(messages, limited.key, limited.vars)
                    : format(messages, messageKeyOf(err) === 'group.notFound' ? 'group.notFound' : 'group.joinFailed'),
                );
                setBusy(false);
              }
            })()
          }
        >
          {format(messages, busy ? 'group.joining' : 'group.join')}
        </button>
      </p>
    </div>
  );
}
