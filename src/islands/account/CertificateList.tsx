import { localize, paths } from '#src/domain/routes.ts';
import { formatDate } from '#src/utils/dates.ts';
import { format } from '#src/utils/format.ts';
import type { Certificate } from '#src/stores/session/account/index.ts';
import type { TopicInfo } from './ProgressTab.tsx';
import type { ViewProps } from './view-props.ts';

interface CertificateListProps extends ViewProps {
  readonly certificates: readonly Certificate[];
  readonly topics: ReadonlyMap<string, TopicInfo>;
}

/** The certificates tab: each earned certificate with its date and verification code. */
export default function CertificateList({ lang, messages, certificates, topics }: CertificateListProps) {
  if (!certificates.length) return <p data-progress-empty>{format(messages, 'account.certificates.none')}</p>;
  return (
    <ul className="cards" data-certificates>
      {certificates.map((c) => (
        <li className="card" key={c.code}>
          <h3>{topics.get(c.topic_global_id)?.name ?? c.topic_name}</h3>
          <p>{format(messages, 'account.certificates.earned', { date: formatDate(lang, c.earned_at) })}</p>
          <p>
            <a href={localize(lang, paths.verify(c.code))}>
              {format(messages, 'account.certificates.code', { code: c.code })}
            </a>
          </p>
        </li>
      ))}
    </ul>
  );
}
