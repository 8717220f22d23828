/**
 * `/kiosk/`: turns kiosk mode on (clean slate, new kiosk user) and has the service worker keep
 * the kiosk's pages for offline use; clear for the next visitor; turn off.
 */
import { useEffect, useRef, useState } from 'react';
import type { Lang } from '../domain/model.ts';
import { localize, paths } from '../domain/routes.ts';
import { format, type Messages } from '../utils/format.ts';
import { enterKioskMode, idleSeconds, leaveKioskMode, resetKioskVisitor } from '../stores/kiosk.ts';
import FormError from './account/FormError.tsx';
import Result from './account/Result.tsx';
import { askServiceWorker } from '../offline/warm.ts';

interface Props {
  readonly lang: Lang;
  readonly messages: Messages;
}

export default function Kiosk({ lang, messages }: Props) {
  const [phase, setPhase] = useState<'starting' | 'on' | 'cleared' | 'off' | 'failed'>('starting');
  const [seconds, setSeconds] = useState(120);
  const started = useRef(false);
  const start = () => {
    setPhase('starting');
    enterKioskMode().then(
      () => {
        setPhase('on');
        // Everything a kiosk visitor can reach is kept for offline use (src/domain/offline-pages.ts).
        void askServiceWorker({ type: 'kiosk', lang }).then((r) => {
          if (r) document.documentElement.dataset['kioskOffline'] = String(r['kept'] ?? 0);
        });
      },
      () => setPhase('failed'),
    );
  };
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    setSeconds(idleSeconds(location.search));
    start();
  }, []);
  if (phase === 'starting') return <p role="status">{format(messages, 'kiosk.starting')}</p>;
  if (phase === 'off') {
    return (
      <div data-kiosk-state="off">
        <Result>{format(messages, 'kiosk.off')}</Result>
        <p>
          <button type="button" onClick={start}>
            {format(messages, 'kiosk.start')}
          </button>
        </p>
      </div>
    );
  }
  return (
    <div data-kiosk-state={phase}>
      {phase === 'failed' && <FormError text={format(messages, 'kiosk.failed')} />}
      {phase === 'cleared' && <Result>{format(messages, 'kiosk.cleared')}</Result>}
      {phase !== 'failed' && <p>{format(messages, 'kiosk.on', { seconds })}</p>}
      <p>
        <a className="button" href={localize(lang, paths.home())}>
          {format(messages, 'kiosk.begin')}
        </a>
      </p>
      <p className="actions">
        <button
          type="button"
          onClick={() => {
            resetKioskVisitor();
            setPhase('cleared');
          }}
        >
          {format(messages, 'kiosk.nextVisitor')}
        </button>
        <button
          type="button"
          onClick={() => {
            leaveKioskMode();
            void askServiceWorker({ type: 'kiosk-off' });
            setPhase('off');
          }}
        >
          {format(messages, 'kiosk.turnOff')}
        </button>
      </p>
    </div>
  );
}
