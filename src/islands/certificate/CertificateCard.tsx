/**
 * The certificate card: topic, the name its learner put on it (if any), date (in the page's
 * language), the verification code and link, and a QR code of that link (drawn by the API). The
 * end screen of a passed certificate test, its share view and the verification page show this
 * same card, and it is what prints, on one page (only the card: see src/styles/certificate.css).
 */
import type { EarnedCertificate } from '../../domain/earned-certificate.ts';
import type { Lang } from '../../domain/model.ts';
import { certificateQrUrl } from '../../stores/reads/certificate-card/index.ts';
import { formatDate } from '../../utils/dates.ts';
import { format, type Messages } from '../../utils/format.ts';
import '../../styles/certificate.css';

interface Props {
  readonly lang: Lang;
  readonly messages: Messages;
  readonly cert: EarnedCertificate;
  /** The verification page's path (`/c/v/{code}/`, in the page's language). */
  readonly verifyPath: string;
}

/** The verification link as printed: absolute, on the origin the learner sees. */
export function absoluteUrl(path: string): string {
  return typeof location === 'undefined' ? path : new URL(path, location.origin).href;
}

/** A seal drawn in SVG (decorative: the card's text says everything). */
function Seal() {
  return (
    <svg className="certificate-seal" viewBox="0 0 64 64" width="64" height="64" aria-hidden="true" focusable="false">
      <circle cx="32" cy="32" r="29" fill="currentColor" opacity="0.15" />
      <circle cx="32" cy="32" r="22" fill="none" stroke="currentColor" strokeWidth="3" />
      <path
        d="M22 33l7 7 14-16"
        fill="none"
        stroke="currentColor"
        strokeWidth="5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

export default function CertificateCard({ lang, messages, cert, verifyPath }: Props) {
  const t = (key: string, vars?: Record<string, string>) => format(messages, key, vars);
  return (
    <article className="certificate-card" aria-labelledby="certificate-card-topic" data-certificate-card="">
      <Seal />
      <p className="certificate-card-eyebrow">{t('certificate.card.eyebrow')}</p>
      <h2 className="certificate-card-topic" id="certificate-card-topic" data-card-topic="">
        {cert.topicName}
      </h2>
      {cert.learnerName && (
        <p className="certificate-card-name" data-card-name="">
          {t('certificate.card.awardedTo', { name: cert.learnerName })}
        </p>
      )}
      <p className="certificate-card-date" data-card-date="">
        {t('certificate.card.earnedOn', { date: formatDate(lang, cert.earnedAt) })}
      </p>
      <div className="certificate-card-verify">
        <dl>
          <div>
            <dt>{t('certificate.card.codeLabel')}</dt>
            <dd data-card-code="">{cert.code}</dd>
          </div>
          <div>
            <dt>{t('certificate.card.linkLabel')}</dt>
            <dd>
              <a href={verifyPath} data-verification-link="">
                {absoluteUrl(verifyPath)}
              </a>
            </dd>
          </div>
        </dl>
        <img
          className="certificate-card-qr"
          src={certificateQrUrl(cert.code, lang)}
          alt={t('certificate.card.qrAlt')}
          width="120"
          height="120"
          data-card-qr=""
        />
      </div>
      <p className="certificate-card-site">{t('site.name')}</p>
    </article>
  );
}
