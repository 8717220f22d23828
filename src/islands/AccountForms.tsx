/**
 * The account pages: login (also token login with `?token=`), sign-up (refused in kiosk mode),
 * email verification (`?token=`), forgot password and unsubscribe. Each view is its own
 * component in `account/`; logic is in `src/stores/session/account/account.ts`.
 */
import type { Lang } from '../domain/model.ts';
import type { Messages } from '../utils/format.ts';
import ForgotPassword from './account/ForgotPassword.tsx';
import Login from './account/Login.tsx';
import SignUp from './account/SignUp.tsx';
import Unsubscribe from './account/Unsubscribe.tsx';
import VerifyEmail from './account/VerifyEmail.tsx';

export type AccountView = 'login' | 'signup' | 'verify' | 'forgot-password' | 'unsubscribe';

interface Props {
  readonly view: AccountView;
  readonly lang: Lang;
  readonly messages: Messages;
}

const VIEWS = {
  login: Login,
  signup: SignUp,
  verify: VerifyEmail,
  'forgot-password': ForgotPassword,
  unsubscribe: Unsubscribe,
} as const;

export default function AccountForms({ view, lang, messages }: Props) {
  const View = VIEWS[view];
  return <View lang={lang} messages={messages} />;
}
