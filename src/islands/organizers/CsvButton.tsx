import { useState } from 'react';
import { format, type Messages } from '#src/utils/format.ts';
import { downloadResultsCsv, type ResultsKind } from '#src/stores/organizers/index.ts';
import { reportUnexpected } from '#src/observability/report-error.ts';
import FormError from '../account/FormError.tsx';

/** Downloads the results as `results-{code}.csv` (fetched with the organizer's token). */
export default function CsvButton({
  kind,
  code,
  messages,
}: {
  readonly kind: ResultsKind;
  readonly code: string;
  readonly messages: Messages;
}) {
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  return (
    <>
      <button
        type="button"
        className="secondary"
        data-results-csv
        aria-busy={busy}
        onClick={() => {
          if (busy) return;
          setBusy(true);
          setFailed(false);
          downloadResultsCsv(kind, code)
            .catch((err: unknown) => {
              reportUnexpected(err);
              setFailed(true);
            })
            .finally(() => setBusy(false));
        }}
      >
        {format(messages, busy ? 'results.downloading' : 'results.download')}
      </button>
      {failed && <FormError text={format(messages, 'results.downloadFailed')} />}
    </>
  );
}
