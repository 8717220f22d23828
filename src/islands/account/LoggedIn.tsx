import { localize, paths } from '#src/domain/routes.ts';
import type { Lang } from '#src/domain/model.ts';
import { format, type Messages } from '#src/utils/format.ts';
import type { AccountUser } from '#src/stores/session/account/index.ts';
import LogoutButton from './LogoutButton.tsx';
import Result from './Result.tsx';

interface LoggedInProps {
  readonly lang: Lang;
  readonly messages: Messages;
  readonly user: AccountUser | null;
  readonly onLoggedOut: () => void;
}

/** Instead of login or sign-up for a visitor already logged in: who they are, their account, logout. */
export default function LoggedIn({ lang, messages, user, onLoggedOut }: LoggedInProps) {
  return (
    <div data-logged-in>
      <Result>{format(messages, 'account.loggedInAs', { email: user?.email ?? '' })}</Result>
      <p>
        <a className="button" href={localize(lang, paths.accountTab('progress'))}>
          {format(messages, 'account.goToAccount')}
        </a>
      </p>
      <p>
        <LogoutButton messages={messages} onLoggedOut={onLoggedOut} />
      </p>
    </div>
  );
}
