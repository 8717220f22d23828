import { useTransition } from 'react';
import { format, type Messages } from '../../utils/format.ts';
import { logOut } from '../../stores/account.ts';

/** Logs out (the store clears the visitor's state), then lets the page say so. */
export default function LogoutButton({ messages, onLoggedOut }: { readonly messages: Messages; readonly onLoggedOut: () => void }) {
  const [pending, startTransition] = useTransition();
  return (
    <button
      type="button"
      disabled={pending}
      onClick={() =>
        startTransition(async () => {
          await logOut();
          onLoggedOut();
        })
      }
    >
      {format(messages, 'account.logout')}
    </button>
  );
}
