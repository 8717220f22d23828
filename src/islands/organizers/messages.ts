/**
 * The messages the organizers' results island shows (src/islands/OrganizerResults.tsx), for
 * `pickMessages` on both results pages: its own, the waits and the missing API, and of the
 * account's only what its login form and logout button say (account/LoginForm.tsx,
 * LogoutButton.tsx, SubmitButton.tsx) and the errors they show (account/messages.ts).
 */
export const RESULTS_MESSAGE_PREFIXES = [
  'results.',
  'retry.',
  'api.',
  'account.errors.',
  'account.email',
  'account.password',
  'account.login.submit',
  'account.working',
  'account.logout',
] as const;
