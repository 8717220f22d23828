/**
 * `/account/me/{tab}/`: progress and certificates (also for an anonymous visitor with a stored
 * uuid), profile, password change and account deletion (logged in only), and logout.
 */
import { useEffect, useState } from 'react';
import type { Lang } from '../domain/model.ts';
import { localize, paths } from '../domain/routes.ts';
import { format, type Messages } from '../utils/format.ts';
import {
  changePassword,
  deleteAccount,
  isLoggedIn,
  loadCurrentUser,
  loadProgress,
  logOut,
  topicStarted,
  updateProfile,
  type AccountUser,
  type ProgressOverview,
} from '../stores/account.ts';
import { errorText, Field, FormError, formatDate, keyText, LinkList, Result } from './account/ui.tsx';

export interface TopicInfo {
  readonly globalId: string;
  readonly slug: string;
  readonly name: string;
}

export interface CategoryInfo {
  readonly key: string;
  readonly name: string;
}

interface Props {
  readonly tab: 'progress' | 'certificates' | 'profile' | 'password' | 'delete';
  readonly lang: Lang;
  readonly messages: Messages;
  readonly topics: readonly TopicInfo[];
  readonly categories: readonly CategoryInfo[];
}

export default function AccountTabs({ tab, lang, messages, topics, categories }: Props) {
  const [loggedIn, setLoggedIn] = useState<boolean | null>(null);
  const [user, setUser] = useState<AccountUser | null>(null);
  const [loggedOut, setLoggedOut] = useState(false);
  useEffect(() => {
    const yes = isLoggedIn();
    setLoggedIn(yes);
    if (yes) loadCurrentUser().then(setUser, () => undefined);
  }, []);
  if (loggedIn === null) return null;
  if (loggedOut) return <Result>{format(messages, 'account.loggedOut')}</Result>;

  const needsLogin = tab === 'profile' || tab === 'password' || tab === 'delete';
  let body;
  if (needsLogin && !loggedIn) {
    body = (
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
  } else if (tab === 'progress' || tab === 'certificates') {
    body = <Progress tab={tab} lang={lang} messages={messages} topics={topics} />;
  } else if (tab === 'profile') {
    body = user ? <ProfileForm messages={messages} user={user} categories={categories} /> : <p role="status">{format(messages, 'account.progress.loading')}</p>;
  } else if (tab === 'password') {
    body = <PasswordForm messages={messages} />;
  } else {
    body = <DeleteForm lang={lang} messages={messages} />;
  }
  return (
    <div>
      {body}
      {loggedIn && tab !== 'delete' && (
        <p className="section-gap">
          {user?.email && <span>{format(messages, 'account.loggedInAs', { email: user.email })} </span>}
          <button
            type="button"
            onClick={async () => {
              await logOut();
              setLoggedOut(true);
            }}
          >
            {format(messages, 'account.logout')}
          </button>
        </p>
      )}
    </div>
  );
}

function Progress({ tab, lang, messages, topics }: { tab: 'progress' | 'certificates'; lang: Lang; messages: Messages; topics: readonly TopicInfo[] }) {
  const [data, setData] = useState<ProgressOverview | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    loadProgress().then(setData, (err: unknown) => setError(errorText(messages, err)));
  }, [messages]);
  if (error) return <FormError text={error} />;
  if (!data) return <p role="status">{format(messages, 'account.progress.loading')}</p>;
  const byId = new Map(topics.map((t) => [t.globalId, t]));
  if (tab === 'certificates') {
    if (!data.certificates.length) return <p data-progress-empty>{format(messages, 'account.certificates.none')}</p>;
    return (
      <ul className="cards" data-certificates>
        {data.certificates.map((c) => (
          <li className="card" key={c.code}>
            <h3>{byId.get(c.topic_global_id)?.name ?? c.topic_name}</h3>
            <p>{format(messages, 'account.certificates.earned', { date: formatDate(lang, c.earned_at) })}</p>
            <p>
              <a href={localize(lang, paths.verify(c.code))}>{format(messages, 'account.certificates.code', { code: c.code })}</a>
            </p>
          </li>
        ))}
      </ul>
    );
  }
  const started = data.topics.filter(topicStarted);
  if (!data.correct && !started.length) return <p data-progress-empty>{format(messages, 'account.progress.none')}</p>;
  return (
    <div data-progress>
      <p data-correct-count={data.correct}>{format(messages, 'account.progress.correct', { count: data.correct })}</p>
      {started.length > 0 && (
        <>
          <h3>{format(messages, 'account.progress.topicsHeading')}</h3>
          <ul className="cards">
            {started.map((t) => {
              const info = byId.get(t.global_id);
              const done = t.challenges.items.filter((c) => c.is_completed).length;
              return (
                <li className="card" key={t.global_id}>
                  <h4 className="tight">{info ? <a href={localize(lang, paths.topic(info.slug))}>{info.name}</a> : t.global_id}</h4>
                  {t.diploma_test && <p>{format(messages, 'account.progress.diploma', { percent: Math.round(t.diploma_test.percent_completed * 100) })}</p>}
                  {t.challenges.items.length > 0 && <p>{format(messages, 'account.progress.challenges', { done, total: t.challenges.items.length })}</p>}
                </li>
              );
            })}
          </ul>
        </>
      )}
    </div>
  );
}

function ProfileForm({ messages, user, categories }: { messages: Messages; user: AccountUser; categories: readonly CategoryInfo[] }) {
  const profile = (user.profile ?? {}) as { name?: string; population_category?: string | null; newsletter?: boolean };
  const [name, setName] = useState(profile.name ?? '');
  const [category, setCategory] = useState(profile.population_category ?? '');
  const [newsletter, setNewsletter] = useState(Boolean(profile.newsletter));
  const [busy, setBusy] = useState(false);
  const [saved, setSaved] = useState(0);
  const [error, setError] = useState<string | null>(null);
  return (
    <form
      method="post"
      noValidate
      data-form="profile"
      onSubmit={async (e) => {
        e.preventDefault();
        setBusy(true);
        setError(null);
        try {
          await updateProfile({ name, population_category: category || null, newsletter });
          setSaved((n) => n + 1);
        } catch (err) {
          const fields = Object.values((err as { data?: { errors?: Record<string, string> } }).data?.errors ?? {});
          setError(fields[0] ? keyText(messages, fields[0]) : errorText(messages, err));
        } finally {
          setBusy(false);
        }
      }}
    >
      {error && <FormError text={error} />}
      {saved > 0 && <Result level={3} key={saved}>{format(messages, 'account.profile.saved')}</Result>}
      <Field id="profile-name" label={format(messages, 'account.profile.name')} value={name} onChange={setName} autoComplete="name" required={false} />
      <div className="stack field">
        <label htmlFor="profile-category">{format(messages, 'account.profile.population')}</label>
        <select id="profile-category" value={category} onChange={(e) => setCategory(e.target.value)} className="select">
          <option value="">{format(messages, 'account.profile.populationNone')}</option>
          {categories.map((c) => (
            <option key={c.key} value={c.key}>
              {c.name}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <input id="profile-newsletter" type="checkbox" checked={newsletter} onChange={(e) => setNewsletter(e.target.checked)} />{' '}
        <label htmlFor="profile-newsletter">{format(messages, 'account.profile.newsletter')}</label>
      </div>
      <button type="submit" disabled={busy}>
        {format(messages, busy ? 'account.working' : 'account.profile.save')}
      </button>
    </form>
  );
}

function PasswordForm({ messages }: { messages: Messages }) {
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [fields, setFields] = useState<Record<string, string>>({});
  if (done) return <Result level={3}>{format(messages, 'account.password.changed')}</Result>;
  return (
    <form
      method="post"
      noValidate
      data-form="password"
      onSubmit={async (e) => {
        e.preventDefault();
        setBusy(true);
        setError(null);
        setFields({});
        try {
          await changePassword(password, confirm);
          setDone(true);
        } catch (err) {
          const f: Record<string, string> = {};
          for (const [k, v] of Object.entries((err as { data?: { errors?: Record<string, string> } }).data?.errors ?? {})) f[k] = keyText(messages, v);
          setFields(f);
          setError(errorText(messages, err));
        } finally {
          setBusy(false);
        }
      }}
    >
      {error && <FormError text={error} />}
      <Field id="password-new" type="password" label={format(messages, 'account.password.new')} hint={format(messages, 'account.passwordHint')} value={password} onChange={setPassword} autoComplete="new-password" error={fields['password']} />
      <Field id="password-confirm" type="password" label={format(messages, 'account.passwordConfirm')} value={confirm} onChange={setConfirm} autoComplete="new-password" error={fields['password_confirm']} />
      <button type="submit" disabled={busy}>
        {format(messages, busy ? 'account.working' : 'account.password.submit')}
      </button>
    </form>
  );
}

function DeleteForm({ lang, messages }: { lang: Lang; messages: Messages }) {
  const [password, setPassword] = useState('');
  const [phase, setPhase] = useState<'form' | 'confirm' | 'done'>('form');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (phase === 'done') {
    return (
      <div data-deleted>
        <Result level={3}>{format(messages, 'account.delete.done')}</Result>
        <p>
          <a href={localize(lang, paths.account('signup'))}>{format(messages, 'account.signup.title')}</a>
        </p>
      </div>
    );
  }
  if (phase === 'confirm') {
    return (
      <div>
        {error && <FormError text={error} />}
        <Result level={3}>{format(messages, 'account.delete.confirm')}</Result>
        <p className="actions">
          <button
            type="button"
            disabled={busy}
            onClick={async () => {
              setBusy(true);
              setError(null);
              try {
                await deleteAccount(password);
                setPhase('done');
              } catch (err) {
                setError(errorText(messages, err));
                setPhase('form');
              } finally {
                setBusy(false);
              }
            }}
          >
            {format(messages, 'account.delete.confirmYes')}
          </button>
          <button type="button" onClick={() => setPhase('form')} className="link-button">
            {format(messages, 'account.delete.cancel')}
          </button>
        </p>
      </div>
    );
  }
  return (
    <form
      method="post"
      noValidate
      data-form="delete"
      onSubmit={(e) => {
        e.preventDefault();
        setPhase('confirm');
      }}
    >
      {error && <FormError text={error} />}
      <p>{format(messages, 'account.delete.intro')}</p>
      <Field id="delete-password" type="password" label={format(messages, 'account.password')} value={password} onChange={setPassword} autoComplete="current-password" />
      <button type="submit">{format(messages, 'account.delete.submit')}</button>
    </form>
  );
}
