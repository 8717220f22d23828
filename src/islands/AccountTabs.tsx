/**
 * `/account/me/{tab}/`: progress and certificates (also for an anonymous visitor with a stored
 * uuid), profile, password change and account deletion (logged in only), and logout. Each tab
 * is its own component in `account/`.
 */
import { useState } from 'react';
import type { Lang } from '../domain/model.ts';
import { format, type Messages } from '../utils/format.ts';
import DeleteAccount from './account/DeleteAccount.tsx';
import LogoutButton from './account/LogoutButton.tsx';
import NotLoggedIn from './account/NotLoggedIn.tsx';
import PasswordForm from './account/PasswordForm.tsx';
import ProfileForm, { type CategoryInfo } from './account/ProfileForm.tsx';
import ProgressTab, { type TopicInfo } from './account/ProgressTab.tsx';
import Result from './account/Result.tsx';
import { useCurrentUser } from './account/use-current-user.ts';

interface Props {
  readonly tab: 'progress' | 'certificates' | 'profile' | 'password' | 'delete';
  readonly lang: Lang;
  readonly messages: Messages;
  readonly topics: readonly TopicInfo[];
  readonly categories: readonly CategoryInfo[];
}

function TabBody({
  tab,
  lang,
  messages,
  topics,
  categories,
  loggedIn,
  user,
}: Props & ReturnType<typeof useCurrentUser>) {
  const needsLogin = tab === 'profile' || tab === 'password' || tab === 'delete';
  if (needsLogin && !loggedIn) return <NotLoggedIn lang={lang} messages={messages} />;
  if (tab === 'progress' || tab === 'certificates')
    return <ProgressTab tab={tab} lang={lang} messages={messages} topics={topics} />;
  if (tab === 'profile') {
    return user ? (
      <ProfileForm messages={messages} user={user} categories={categories} />
    ) : (
      <p role="status">{format(messages, 'account.progress.loading')}</p>
    );
  }
  if (tab === 'password') return <PasswordForm messages={messages} />;
  return <DeleteAccount lang={lang} messages={messages} />;
}

export default function AccountTabs(props: Props) {
  const current = useCurrentUser();
  const [loggedOut, setLoggedOut] = useState(false);
  const { tab, messages } = props;
  if (current.loggedIn === null) return null;
  if (loggedOut) return <Result>{format(messages, 'account.loggedOut')}</Result>;
  return (
    <div>
      <TabBody {...props} {...current} />
      {current.loggedIn && tab !== 'delete' && (
        <p className="section-gap">
          {current.user?.email && <span>{format(messages, 'account.loggedInAs', { email: current.user.email })} </span>}
          <LogoutButton messages={messages} onLoggedOut={() => setLoggedOut(true)} />
        </p>
      )}
    </div>
  );
}
