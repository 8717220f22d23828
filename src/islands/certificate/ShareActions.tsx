/**
 * Sharing a certificate: "Share" opens the system's share sheet (Web Share API) where the
 * browser has one, "Copy link" copies the verification link otherwise, and "Print" prints the
 * card. The outcome is announced in a live region, so a copied link is confirmed to everyone.
 */
import { useState } from 'react';
import { canShare, copyLink, shareLink, type ShareData, type ShareOutcome } from '../../stores/certificate-card.ts';
import { format, type Messages } from '../../utils/format.ts';

interface Props {
  readonly messages: Messages;
  readonly data: ShareData;
}

const STATUS: Readonly<Record<ShareOutcome, string | null>> = {
  shared: 'certificate.share.shared',
  copied: 'certificate.share.copied',
  cancelled: null,
  failed: 'certificate.share.failed',
};

export default function ShareActions({ messages, data }: Props) {
  const t = (key: string, vars?: Record<string, string>) => format(messages, key, vars);
  const [status, setStatus] = useState<string | null>(null);
  const native = canShare(data);
  const run = async (action: () => Promise<ShareOutcome>) => {
    setStatus(null);
    const key = STATUS[await action()];
    setStatus(key ? t(key, { url: data.url }) : null);
  };
  return (
    <div className="certificate-actions" data-share-actions="">
      <div className="certificate-actions-buttons">
        {native && (
          <button type="button" onClick={() => void run(() => shareLink(data))} data-share="">
            {t('certificate.share.share')}
          </button>
        )}
        <button type="button" className={native ? 'secondary' : undefined} onClick={() => void run(() => copyLink(data.url))} data-copy-link="">
          {t('certificate.share.copy')}
        </button>
        <button type="button" className="secondary" onClick={() => window.print()} data-print="">
          {t('certificate.share.print')}
        </button>
      </div>
      <p className="certificate-actions-status" role="status" aria-live="polite" data-share-status="">{status}</p>
    </div>
  );
}
