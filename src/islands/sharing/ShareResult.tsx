/**
 * "Share your result" at the end of a practice test or a challenge: the first tap asks the
 * server to count and keep the result (src/stores/sharing/result-share/result-share.ts), then shares its public link
 * (share sheet, else copy). Loaded on demand by the end screens, with its own strings (a bundled
 * message set, not page props). Not offered in kiosk mode: a shared screen's result is nobody's.
 */
import en from 'virtual:island-messages/result-share/en';
import sv from 'virtual:island-messages/result-share/sv';
import type { Lang } from '../../domain/model.ts';
import { isKioskMode } from '../../stores/session/account/index.ts';
import { resultShareUrl, shareResult, type ResultToShare } from '../../stores/sharing/result-share/index.ts';
import type { ShareData } from '../../stores/sharing/index.ts';
import { format, type Messages } from '../../utils/format.ts';
import ShareActions from './ShareActions.tsx';

const MESSAGES: Readonly<Record<Lang, Messages>> = { en, sv };

interface Props {
  readonly lang: Lang;
  readonly result: ResultToShare;
  /** The practice test's name or the challenge's title, for the shared text. */
  readonly title: string;
  /** The heading's level where the screen places the section. */
  readonly level: 2 | 3;
}

export default function ShareResult({ lang, result, title, level }: Props) {
  if (isKioskMode()) return null;
  const m = MESSAGES[lang];
  const Heading = level === 2 ? 'h2' : 'h3';
  const make = async (): Promise<ShareData> => {
    const share = await shareResult(result);
    return {
      title: format(m, 'result.share.title', { title }),
      text: format(m, 'result.share.text', { title, correct: share.correct, count: share.total }),
      url: resultShareUrl(lang, share.code),
    };
  };
  return (
    <section className="result-share" aria-labelledby="result-share-heading" data-result-share-action="">
      <Heading id="result-share-heading">{format(m, 'result.share.heading')}</Heading>
      <p>{format(m, 'result.share.intro')}</p>
      <ShareActions messages={m} data={make} prefix="result.share." print={false} />
    </section>
  );
}
