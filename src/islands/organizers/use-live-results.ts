import { useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import {
  createLiveResults,
  type LiveResults,
  type LiveResultsState,
  type ResultsKind,
  type ResultsReader,
} from '#src/stores/organizers/index.ts';
import { currentActor, onSessionEnd } from '#src/stores/session/index.ts';

/** The page's live results store (one per page), polling while the island is mounted. */
export function useLiveResults<K extends ResultsKind>(
  code: string,
  read: ResultsReader<K>,
): { readonly live: LiveResults<K>; readonly state: LiveResultsState<K> } {
  const [live] = useState(() =>
    createLiveResults(code, { read, signedIn: () => currentActor().account, onSessionEnd }),
  );
  useEffect(() => live.start(), [live]);
  return { live, state: useStore(live.$state) };
}
