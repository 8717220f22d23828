import { localize, paths } from '#src/domain/routes.ts';
import { format } from '#src/utils/format.ts';
import LinkList from './LinkList.tsx';
import type { ViewProps } from './view-props.ts';

/** A tab that needs an account, seen without one: the ways to get in. */
export default function NotLoggedIn({ lang, messages }: ViewProps) {
  return (
    <div data-not-logged-in>
      <p>{format(messages, 'account.notLoggedIn')}</p>
      <LinkList
        links={[
          [localize(lang, paths.account('login')), format(messages, 'account.login.title')],
          [localize(lang, paths.account('signup')), format(messages, 'account.signup.title')],
        ]}
      />
    </div>
  );
}
