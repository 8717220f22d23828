/**
 * Sharing a link: "Share" opens the system's share sheet (Web Share API) where the browser has
 * one, "Copy link" copies the link otherwise, and "Print" (a certificate's) prints the card. The
 * outcome is announced in a live region, so a copied link is confirmed to everyone.
 *
 * The link may not exist yet (a shared result gets its code when the learner asks to share):
 * `data` is then a function that makes it, called on the first tap and kept; the link is shown
 * once made, so it can still be copied by hand where the browser refuses both ways.
 */
import { useRef, useState } from 'react';
import { canShare, copyLink, shareLink, type ShareData, type ShareOutcome } from '../../stores/sharing/index.ts';
import { format, type Messages } from '../../utils/format.ts';
import '../../styles/share-actions.css';

interface Props {
  readonly messages: Messages;
  /** What is shared, or how to make it (rejecting when it cannot be made now). */
  readonly data: ShareData | (() => Promise<ShareData>);
  /** The message keys' prefix: `certificate.share.` (its `share`, `copy`, `print`, `shared`, `copied`, `failed` …). */
  readonly prefix?: string;
  /** Offer "Print" (the certificate card prints alone). */
  readonly print?: boolean;
}

const STATUS: Readonly<Record<ShareOutcome, string | null>> = {
  shared: 'shared',
  copied: 'copied',
  cancelled: null,
  failed: 'failed',
};

type Made = { phase: 'none' } | { phase: 'making' } | { phase: 'made'; data: ShareData } | { phase: 'failed' };

export default function ShareActions({ messages, data, prefix = 'certificate.share.', print = true }: Props) {
  const t = (key: string, vars?: Record<string, string>) => format(messages, `${prefix}${key}`, vars);
  const [status, setStatus] = useState<string | null>(null);
  const [made, setMade] = useState<Made>(typeof data === 'function' ? { phase: 'none' } : { phase: 'made', data });
  const making = useRef<Promise<ShareData> | null>(null);
  // Whether the browser shares links; what is shared is not known before it is made.
  const native = canShare(
    typeof data === 'function'
      ? { title: '', text: '', url: typeof location === 'undefined' ? '' : location.href }
      : data,
  );

  /** The data, made once (a failed making is tried again on the next tap). */
  const resolve = async (): Promise<ShareData | null> => {
    if (typeof data !== 'function') return data;
    if (!making.current) {
      setMade({ phase: 'making' });
      making.current = data();
    }
    try {
      const ready = await making.current;
      setMade({ phase: 'made', data: ready });
      return ready;
    } catch {
      // The maker reported what went wrong; the learner is told and may tap again.
      making.current = null;
      setMade({ phase: 'failed' });
      return null;
    }
  };
  const run = async (action: (d: ShareData) => Promise<ShareOutcome>) => {
    setStatus(null);
    const ready = await resolve();
    if (!ready) return;
    const key = STATUS[await action(ready)];
    setStatus(key ? t(key, { url: ready.url }) : null);
  };
  const busy = made.phase === 'making';
  return (
    <div className="share-actions" data-share-actions="">
      <div className="share-actions-buttons">
        {native && (
          <button type="button" disabled={busy} onClick={() => void run(shareLink)} data-share="">
            {t('share')}
          </button>
        )}
        <button
          type="button"
          className={native ? 'secondary' : undefined}
          disabled={busy}
          onClick={() => void run((d) => copyLink(d.url))}
          data-copy-link=""
        >
          {t('copy')}
        </button>
        {print && (
          <button type="button" className="secondary" onClick={() => window.print()} data-print="">
            {t('print')}
          </button>
        )}
      </div>
      <p className="share-actions-status" role="status" aria-live="polite" data-share-status="">
        {made.phase === 'making' ? t('making') : made.phase === 'failed' ? t('error') : status}
      </p>
      {typeof data === 'function' && made.phase === 'made' && (
        <p className="share-actions-link">
          {t('linkLabel')}{' '}
          <a href={made.data.url} data-shared-link="">
            {made.data.url}
          </a>
        </p>
      )}
    </div>
  );
}
