/**
 * "Name on the certificate" on the share view: the learner puts a name on their certificate,
 * or takes it off (empty). Filled in with their profile's name when they have one, but saved
 * only when they choose to: the hint says the name is public (verification page, share image).
 * The outcome is announced in a live region; a refused name marks the field invalid.
 */
import { useState, type SubmitEvent } from 'react';
import { isApiFailure } from '../../api-client/failures.ts';
import { CERTIFICATE_NAME_MAX, type EarnedCertificate } from '../../domain/earned-certificate.ts';
import { reportUnexpected } from '../../observability/report-error.ts';
import { saveCertificateName } from '../../stores/reads/certificate-card/index.ts';
import { format, type Messages } from '../../utils/format.ts';

interface Props {
  readonly messages: Messages;
  readonly cert: EarnedCertificate;
  /** The profile's name, offered when the certificate has none yet. */
  readonly suggested: string | null;
  readonly onSaved: (cert: EarnedCertificate) => void;
}

type Status =
  | { phase: 'idle' }
  | { phase: 'saving' }
  | { phase: 'saved'; name: string | null }
  | { phase: 'invalid' }
  | { phase: 'failed' };

export default function CertificateName({ messages, cert, suggested, onSaved }: Props) {
  const t = (key: string, vars?: Record<string, string>) => format(messages, key, vars);
  const [value, setValue] = useState(cert.learnerName ?? suggested ?? '');
  const [status, setStatus] = useState<Status>({ phase: 'idle' });
  const submit = (e: SubmitEvent<HTMLFormElement>) => {
    e.preventDefault();
    setStatus({ phase: 'saving' });
    saveCertificateName(cert.code, value).then(
      (saved) => {
        setValue(saved.learnerName ?? '');
        setStatus({ phase: 'saved', name: saved.learnerName });
        onSaved(saved);
      },
      (err: unknown) => {
        const refused = isApiFailure(err) && err.status === 400;
        if (!isApiFailure(err)) reportUnexpected(err);
        setStatus({ phase: refused ? 'invalid' : 'failed' });
      },
    );
  };
  const message =
    status.phase === 'saving'
      ? t('certificate.name.saving')
      : status.phase === 'saved'
        ? status.name
          ? t('certificate.name.saved', { name: status.name })
          : t('certificate.name.removed')
        : status.phase === 'invalid'
          ? t('certificate.name.invalid')
          : status.phase === 'failed'
            ? t('certificate.name.failed')
            : '';
  return (
    <form className="certificate-name" onSubmit={submit} data-certificate-name-form="">
      <label htmlFor="certificate-name">{t('certificate.name.label')}</label>
      <p id="certificate-name-hint" className="meta">
        {t('certificate.name.hint')}
      </p>
      <div className="certificate-name-row">
        <input
          id="certificate-name"
          name="name"
          value={value}
          onChange={(e) => setValue(e.currentTarget.value)}
          maxLength={CERTIFICATE_NAME_MAX}
          autoComplete="name"
          aria-describedby="certificate-name-hint certificate-name-status"
          aria-invalid={status.phase === 'invalid' ? true : undefined}
        />
        <button type="submit" disabled={status.phase === 'saving'}>
          {t('certificate.name.save')}
        </button>
      </div>
      <p id="certificate-name-status" className="certificate-name-status" role="status" data-name-status="">
        {message}
      </p>
    </form>
  );
}
