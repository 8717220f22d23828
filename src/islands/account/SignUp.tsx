import { useEffect, useState } from 'react';
import { localize, paths } from '#src/domain/routes.ts';
import { format } from '#src/utils/format.ts';
import { isKioskMode } from '#src/stores/session/account/index.ts';
import SignUpForm from './SignUpForm.tsx';
import WhenLoggedOut from './WhenLoggedOut.tsx';
import type { ViewProps } from './view-props.ts';

/** `/account/signup/`: the sign-up form, refused on a kiosk (a shared device keeps no accounts). */
export default function SignUp({ lang, messages }: ViewProps) {
  const [kiosk, setKiosk] = useState(false);
  useEffect(() => setKiosk(isKioskMode()), []);
  if (kiosk) {
    return (
      <p role="alert" data-kiosk-refusal className="strong">
        {format(messages, 'account.noAccountCreationInKioskMode')}
      </p>
    );
  }
  return (
    <WhenLoggedOut lang={lang} messages={messages}>
      <SignUpForm lang={lang} messages={messages} />
      <p>
        <a href={localize(lang, paths.account('login'))}>{format(messages, 'account.signup.haveAccount')}</a>
      </p>
    </WhenLoggedOut>
  );
}
