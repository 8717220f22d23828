/**
 * Says when the visitor is offline (and how many answers wait on this device), when saved
 * answers are being sent, and when everything has been sent ("caught up"). A polite live
 * region that is always present, so screen readers announce each change. Shown by the Alerts
 * island, which is on every interactive page and mounts when the visitor goes (or is) offline.
 */
import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { $apiAway } from '#src/stores/session/index.ts';
import { startCallQueue } from '#src/stores/queue/runtime/index.ts';
import { $callQueue, offlineNotice } from '#src/stores/queue/runtime/index.ts';
import { format, type Messages } from '#src/utils/format.ts';

/**
 * Without `messages` (not loaded yet) or with `hydrated` false it renders the build's HTML (no
 * notice), so hydration matches whatever the queue holds by then.
 */
export default function OfflineStatus({
  messages,
  hydrated,
}: {
  readonly messages: Messages | null;
  readonly hydrated: boolean;
}) {
  const state = useStore($callQueue);
  const apiAway = useStore($apiAway);
  useEffect(() => startCallQueue(), []);
  const notice = hydrated && messages ? offlineNotice(state, apiAway) : null;
  return (
    <div
      className="offline-status"
      role="status"
      aria-live="polite"
      data-offline-status={notice?.key.slice('offline.'.length) ?? ''}
    >
      {notice && messages && <p className="notice">{format(messages, notice.key, { count: notice.count })}</p>}
    </div>
  );
}
