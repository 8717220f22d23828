/**
 * `/kiosk/`, the staff page: the PIN turns kiosk mode on (clean slate, new kiosk user) and has
 * the service worker keep the kiosk's pages for offline use; in kiosk mode it clears for the
 * next visitor, and the PIN turns kiosk mode off again. `#pin=…` in the address fills the PIN
 * in (for setting up many devices from one link; the fragment never reaches the server) and
 * is removed from the address at once.
 */
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import type { Lang } from '../domain/model.ts';
import { localize, paths } from '../domain/routes.ts';
import { format, hasMessage, type Messages } from '../utils/format.ts';
import type { FailureMessage } from '../api-client/failures.ts';
import { idleSeconds, isKioskMode, resetKioskVisitor } from '../stores/players/kiosk/index.ts';
import { lockKioskModeOff, unlockKioskMode } from '../stores/players/kiosk/index.ts';
import FormError from './account/FormError.tsx';
import Result from './account/Result.tsx';
import { askServiceWorker } from '../offline/warm.ts';

interface Props {
  readonly lang: Lang;
  readonly messages: Messages;
}

type Phase = 'locked' | 'on' | 'cleared' | 'leaving' | 'off';

/** Has the service worker keep every page a kiosk visitor can reach (src/domain/offline-pages.ts). */
function keepKioskPages(lang: Lang): void {
  void askServiceWorker({ type: 'kiosk', lang }).then((r) => {
    if (r) document.documentElement.dataset['kioskOffline'] = String(r.kept ?? 0);
  });
}

/** The PIN taken from `#pin=…`, removed from the address. */
function pinFromAddress(): string | null {
  const pin = new URLSearchParams(location.hash.slice(1)).get('pin');
  if (pin !== null) history.replaceState(history.state, '', `${location.pathname}${location.search}`);
  return pin;
}

interface PinFormProps {
  readonly t: (key: string, vars?: Record<string, string | number>) => string;
  readonly submitLabel: string;
  readonly initialPin: string;
  readonly onSubmit: (pin: string) => Promise<FailureMessage | null>;
  readonly onCancel?: () => void;
}

/** The staff PIN form; shows the refusal (wrong PIN, how long to wait after too many tries …) and focuses it. */
function PinForm({ t, submitLabel, initialPin, onSubmit, onCancel }: PinFormProps) {
  const [error, setError] = useState<FailureMessage | null>(null);
  const [pending, setPending] = useState(false);
  const submit = async (pin: string) => {
    setPending(true);
    setError(null);
    const refused = await onSubmit(pin);
    setPending(false);
    setError(refused);
  };
  const auto = useRef(initialPin);
  // Submitted once, on mount (the PIN came in the address): an effect event, so a later render's
  // `submit` never submits it again.
  const submitOnMount = useEffectEvent((pin: string) => void submit(pin));
  useEffect(() => {
    if (auto.current) submitOnMount(auto.current);
  }, []);
  return (
    <form
      className="stack"
      data-kiosk-pin=""
      onSubmit={(ev) => {
        ev.preventDefault();
        const value = new FormData(ev.currentTarget).get('pin');
        void submit(typeof value === 'string' ? value : '');
      }}
    >
      {error && <FormError text={t(error.key, error.vars)} />}
      <label htmlFor="kiosk-pin">{t('kiosk.pinLabel')}</label>
      <input
        id="kiosk-pin"
        name="pin"
        type="password"
        autoComplete="off"
        required
        defaultValue={initialPin}
        aria-describedby="kiosk-pin-hint"
      />
      <p id="kiosk-pin-hint" className="meta tight">
        {t('kiosk.pinHint')}
      </p>
      <p className="actions">
        <button type="submit" disabled={pending}>
          {submitLabel}
        </button>
        {onCancel && (
          <button type="button" className="link-button" onClick={onCancel}>
            {t('kiosk.cancel')}
          </button>
        )}
      </p>
    </form>
  );
}

export default function Kiosk({ lang, messages }: Props) {
  const t = (key: string, vars?: Record<string, string | number>) =>
    format(messages, hasMessage(messages, key, vars) ? key : 'kiosk.failed', vars);
  // The server renders the PIN form (the page's first screen before hydration, src/browser/on-ready.ts);
  // a device in kiosk mode switches to 'on' once hydrated.
  const [phase, setPhase] = useState<Phase>('locked');
  const [seconds, setSeconds] = useState(120);
  const [initialPin, setInitialPin] = useState('');
  useEffect(() => {
    setSeconds(idleSeconds(location.search));
    const pin = pinFromAddress();
    if (isKioskMode()) {
      // Staff opened the page on a kiosk: its pages are kept (again, for the current build).
      keepKioskPages(lang);
      setPhase('on');
      return;
    }
    setInitialPin(pin ?? '');
  }, [lang]);

  if (phase === 'locked' || phase === 'off') {
    return (
      <div data-kiosk-state={phase}>
        {phase === 'off' && <Result>{t('kiosk.off')}</Result>}
        <PinForm
          key={initialPin}
          t={t}
          submitLabel={t('kiosk.start')}
          initialPin={initialPin}
          onSubmit={async (pin) => {
            const refused = await unlockKioskMode(pin);
            if (!refused) {
              setPhase('on');
              keepKioskPages(lang);
            }
            return refused;
          }}
        />
      </div>
    );
  }
  if (phase === 'leaving') {
    return (
      <div data-kiosk-state="leaving">
        <Result>{t('kiosk.turnOff')}</Result>
        <PinForm
          t={t}
          submitLabel={t('kiosk.turnOff')}
          initialPin=""
          onCancel={() => setPhase('on')}
          onSubmit={async (pin) => {
            const refused = await lockKioskModeOff(pin);
            if (!refused) {
              void askServiceWorker({ type: 'kiosk-off' });
              setInitialPin('');
              setPhase('off');
            }
            return refused;
          }}
        />
      </div>
    );
  }
  return (
    <div data-kiosk-state={phase}>
      {phase === 'cleared' && <Result>{t('kiosk.cleared')}</Result>}
      <p>{t('kiosk.on', { seconds })}</p>
      <p className="meta">{t('kiosk.wayOut')}</p>
      <p>
        <a className="button" href={localize(lang, paths.home())}>
          {t('kiosk.begin')}
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
          {t('kiosk.nextVisitor')}
        </button>
        <button type="button" onClick={() => setPhase('leaving')}>
          {t('kiosk.turnOff')}
        </button>
      </p>
    </div>
  );
}
