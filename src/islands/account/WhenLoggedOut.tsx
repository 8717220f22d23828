import { useState, type ReactNode } from 'react';
import type { Lang } from '#src/domain/model.ts';
import { format, type Messages } from '#src/utils/format.ts';
import LoggedIn from './LoggedIn.tsx';
import Result from './Result.tsx';
import { useCurrentUser } from './use-current-user.ts';

interface WhenLoggedOutProps {
  readonly lang: Lang;
  readonly messages: Messages;
  readonly children: ReactNode;
}

/**
 * Login and sign-up are for visitors not logged in: one who is sees `LoggedIn` instead, and
 * after logging out there the form (`children`) under a notice that says so.
 */
export default function WhenLoggedOut({ lang, messages, children }: WhenLoggedOutProps) {
  const { loggedIn, user } = useCurrentUser();
  const [loggedOut, setLoggedOut] = useState(false);
  if (loggedIn && !loggedOut)
    return <LoggedIn lang={lang} messages={messages} user={user} onLoggedOut={() => setLoggedOut(true)} />;
  return (
    <div>
      {loggedOut && <Result>{format(messages, 'account.loggedOut')}</Result>}
      {children}
    </div>
  );
}
