import type { Lang } from '#src/domain/model.ts';
import { localize, paths } from '#src/domain/routes.ts';
import { format, type Messages } from '#src/utils/format.ts';
import type { ResultsKind } from '#src/stores/organizers/index.ts';
import LoginForm from '../account/LoginForm.tsx';
import LogoutButton from '../account/LogoutButton.tsx';

interface Props {
  readonly kind: ResultsKind;
  readonly refusal: 'login' | 'forbidden';
  readonly lang: Lang;
  readonly messages: Messages;
  /** Reads again: after a login here, or a logout to switch accounts. */
  readonly retry: () => void;
}

/**
 * The results page's account forms, loaded only when needed (an organizer already logged in
 * never loads them): the login form, staying on the page, for a visitor without a session; the
 * refusal with a logout to switch accounts for anyone who does not organize the code.
 */
export default function AccessForms({ kind, refusal, lang, messages, retry }: Props) {
  const t = (key: string) => format(messages, key);
  const byKind = (event: string, group: string) => t(kind === 'event' ? event : group);
  if (refusal === 'login')
    return (
      <section aria-labelledby="results-login" data-results-login>
        <h2 id="results-login">{t('results.loginHeading')}</h2>
        <p>{byKind('results.forOrganizersEvent', 'results.forOrganizersGroup')}</p>
        <LoginForm lang={lang} messages={messages} onLoggedIn={retry} />
        <p>
          <a href={localize(lang, paths.account('signup'))}>{t('results.signUp')}</a>
        </p>
      </section>
    );
  return (
    <div data-results-forbidden>
      <p role="alert">{byKind('results.forbiddenEvent', 'results.forbiddenGroup')}</p>
      <p>{t('results.switchAccount')}</p>
      <p>
        <LogoutButton messages={messages} onLoggedOut={retry} />
      </p>
    </div>
  );
}
