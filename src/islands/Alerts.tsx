/**
 * The app's one alert ($alert): role=status for news, role=alert for errors, a dismiss button
 * and, for the not-verified reminder, a button that sends the verification email again. On every
 * interactive page, it also restores the session on load (only when a token is stored) and, in
 * kiosk mode, watches for the idle period and the end of a run (src/stores/players/kiosk/kiosk.ts) and for
 * staff's long press on the site's name (src/stores/players/kiosk/kiosk-staff.ts). It also shows the offline
 * indicator and starts the offline answer queue (src/stores/queue/offline.ts), and the alert another
 * page sent with `?alert=`. It hydrates only when one of these has work, or when a store raises
 * an alert while the page is open (`client:needed` with ALERT_EVENT, see src/layouts/Base.astro),
 * so a page that never has an alert never loads this code. Its strings are not in its props
 * (every interactive page would carry them): it loads its language's set when it mounts
 * (src/utils/island-messages.ts) and shows nothing new until they are there.
 */
import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import type { Lang } from '../domain/model.ts';
import { localize, paths } from '../domain/routes.ts';
import { type Messages } from '../utils/format.ts';
import { $alert, HIDDEN_ALERT, hideAlert, showAlertFromAddress } from '../stores/alerts/index.ts';
import { restoreSession } from '../stores/session/account/index.ts';
import { idleSeconds, isKioskMode, startKioskWatch } from '../stores/players/kiosk/index.ts';
import { STAFF_HOLD_MS, watchLongPress } from '../stores/players/kiosk/index.ts';
import { keyText } from './account/messages.ts';
import ResendButton from './account/ResendButton.tsx';
import OfflineStatus from './offline/OfflineStatus.tsx';
import { useHydrated } from './use-hydrated.ts';

interface Props {
  readonly lang: Lang;
}

/** Each language's strings, a module of their own (cached, and precached for offline use like every script). */
const MESSAGES: Readonly<Record<Lang, () => Promise<{ readonly default: Messages }>>> = {
  en: () => import('virtual:island-messages/alerts/en'),
  sv: () => import('virtual:island-messages/alerts/sv'),
};

/** The island's strings once loaded (null in the build's HTML and until they arrive). */
function useMessages(lang: Lang): Messages | null {
  const [messages, setMessages] = useState<Messages | null>(null);
  useEffect(() => {
    let current = true;
    void MESSAGES[lang]().then((m) => {
      if (current) setMessages(m.default);
    });
    return () => {
      current = false;
    };
  }, [lang]);
  return messages;
}

export default function Alerts({ lang }: Props) {
  // It hydrates when an alert or notice is already up: the first render is the build's (none),
  // and so are those before the strings have arrived.
  const messages = useMessages(lang);
  const ready = useHydrated() && messages !== null;
  const live = useStore($alert);
  const alert = ready ? live : HIDDEN_ALERT;
  useEffect(() => {
    // Another page sent the visitor here with an alert to show (`?alert=`).
    const address = showAlertFromAddress(location.href);
    if (address !== null) history.replaceState(history.state, '', address);
    void restoreSession();
    const home = localize(lang, paths.home());
    const stopWatch = startKioskWatch({
      target: document,
      seconds: idleSeconds(location.search),
      atStart: () => location.pathname === home,
      goToStart: () => location.assign(home),
    });
    // Staff's way out of kiosk mode: holding the site's name opens the kiosk page (PIN asked there).
    const brand = isKioskMode() ? document.querySelector('.site-header .brand') : null;
    const stopHold = brand
      ? watchLongPress(brand, STAFF_HOLD_MS, () => location.assign(localize(lang, paths.kiosk())))
      : () => undefined;
    return () => {
      stopWatch();
      stopHold();
    };
  }, [lang]);

  const box =
    alert.visible && messages ? (
      <div data-alert={alert.error ? 'error' : alert.notVerified ? 'not-verified' : 'success'} className="alert">
        <div className="alert-messages">
          {alert.messages.map((m, i) => (
            <p key={i} className="tight">
              {keyText(messages, m.key, m.vars)}
            </p>
          ))}
        </div>
        {alert.notVerified && <ResendButton lang={lang} messages={messages} />}
        <button type="button" onClick={hideAlert} className="link-button">
          {keyText(messages, 'alert.dismiss')}
        </button>
      </div>
    ) : null;

  return (
    <div className="alerts">
      <OfflineStatus messages={messages} hydrated={ready} />
      <div role="status">{!alert.error && box}</div>
      <div role="alert">{alert.error && box}</div>
    </div>
  );
}
