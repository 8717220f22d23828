import { format, type Messages } from '#src/utils/format.ts';
import { logOut } from '#src/stores/session/account/index.ts';
import ActionButton from './ActionButton.tsx';

/** Logs out (the store clears the visitor's state), then lets the page say so. */
export default function LogoutButton({
  messages,
  onLoggedOut,
}: {
  readonly messages: Messages;
  readonly onLoggedOut: () => void;
}) {
  return (
    <ActionButton
      run={async () => {
        await logOut();
        onLoggedOut();
      }}
    >
      {format(messages, 'account.logout')}
    </ActionButton>
  );
}
