import { useEffect, useMemo, useState } from 'react';
import { format } from '#src/utils/format.ts';
import { loadProgress, type ProgressOverview } from '#src/stores/session/account/index.ts';
import CertificateList from './CertificateList.tsx';
import FormError from './FormError.tsx';
import ProgressSummary from './ProgressSummary.tsx';
import { errorText } from './messages.ts';
import type { ViewProps } from './view-props.ts';

/** A topic as the progress tabs name and link it, in the page's language. */
export interface TopicInfo {
  readonly globalId: string;
  readonly slug: string;
  readonly name: string;
}

interface ProgressTabProps extends ViewProps {
  readonly tab: 'progress' | 'certificates';
  readonly topics: readonly TopicInfo[];
}

/** The progress and certificates tabs (anonymous visitors with a stored uuid too): loads, then shows one. */
export default function ProgressTab({ tab, lang, messages, topics }: ProgressTabProps) {
  const [data, setData] = useState<ProgressOverview | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    loadProgress().then(setData, (err: unknown) => setError(errorText(messages, err)));
  }, [messages]);
  const byId = useMemo(() => new Map(topics.map((t) => [t.globalId, t])), [topics]);
  if (error) return <FormError text={error} />;
  if (!data) return <p role="status">{format(messages, 'account.progress.loading')}</p>;
  if (tab === 'certificates')
    return <CertificateList lang={lang} messages={messages} certificates={data.certificates} topics={byId} />;
  return <ProgressSummary lang={lang} messages={messages} progress={data} topics={byId} />;
}
