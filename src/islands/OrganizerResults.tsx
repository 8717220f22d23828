/**
 * The organizers' results pages, `/e/{code}/results/` and `/g/{code}/results/` (issue 23): the
 * live results once the API lets the visitor see them (login here, a refusal, an unknown code
 * otherwise: organizers/ResultsGate.tsx). Logic: src/stores/organizers/ (polling, pausing while
 * hidden, announcing the count).
 */
import type { Lang } from '../domain/model.ts';
import type { Messages } from '../utils/format.ts';
import { readEventResults, readGroupResults, type ResultsKind } from '../stores/organizers/index.ts';
import EventResultsView from './organizers/EventResultsView.tsx';
import GroupResultsView from './organizers/GroupResultsView.tsx';
import LiveStatus from './organizers/LiveStatus.tsx';
import ResultsGate from './organizers/ResultsGate.tsx';
import type { ResultsQuestionData } from './organizers/question-data.ts';
import { useLiveResults } from './organizers/use-live-results.ts';
import '../styles/organizer-results.css';

interface Props {
  readonly kind: ResultsKind;
  readonly code: string;
  /** The event's or group's name, in the page's language. */
  readonly name: string;
  readonly lang: Lang;
  readonly messages: Messages;
  /** An event's questions in its order (a group has none). */
  readonly questions: readonly ResultsQuestionData[];
}

type ViewProps = Omit<Props, 'kind'>;

/** Whether the address asks for the presenter view (`?present`). */
const presentParam = () => typeof location !== 'undefined' && new URLSearchParams(location.search).has('present');

function EventResultsIsland({ code, lang, messages, questions }: ViewProps) {
  const { live, state } = useLiveResults(code, readEventResults);
  return (
    <ResultsGate kind="event" code={code} state={state} lang={lang} messages={messages} retry={live.retry}>
      <LiveStatus {...state} messages={messages} countKey="results.participants" />
      {state.results && (
        <EventResultsView
          code={code}
          questions={questions}
          results={state.results}
          messages={messages}
          presentAtStart={presentParam()}
        />
      )}
    </ResultsGate>
  );
}

function GroupResultsIsland({ code, name, lang, messages }: ViewProps) {
  const { live, state } = useLiveResults(code, readGroupResults);
  return (
    <ResultsGate kind="group" code={code} state={state} lang={lang} messages={messages} retry={live.retry}>
      <LiveStatus {...state} messages={messages} countKey="results.members" />
      {state.results && <GroupResultsView code={code} name={name} results={state.results} messages={messages} />}
    </ResultsGate>
  );
}

export default function OrganizerResults({ kind, ...props }: Props) {
  return kind === 'event' ? <EventResultsIsland {...props} /> : <GroupResultsIsland {...props} />;
}
