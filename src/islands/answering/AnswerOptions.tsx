/**
 * The one answer component of every answering island (practice and embeds, certificate, event,
 * challenge). Before answering: a button per option. After: each option's state in colour, an
 * icon and words (src/islands/answering/option-state.ts), and, when given, how many learners
 * chose it. Image options keep their size: marks sit over the image, borders never change width.
 */
import { format, type Messages } from '#src/utils/format.ts';
import { GRADE_ICONS } from './Verdict.tsx';
import { optionMarks, optionState, type Reveal } from './option-state.ts';
import { percentText } from './percent.ts';
import type { ImageData } from './shared.tsx';
import './answering.css';

export type { Reveal } from './option-state.ts';

/** One option as the component shows it. */
export interface OptionData {
  readonly id: string;
  readonly text: string;
  readonly image: ImageData | null;
}

export interface AnswerOptionsProps {
  readonly options: readonly OptionData[];
  readonly asImages: boolean;
  /** The list's accessible name. */
  readonly label: string;
  /** The `option.` messages (the marks). */
  readonly messages: Messages;
  readonly chosen: string | null;
  readonly disabled: boolean;
  readonly onChoose: (answerId: string) => void;
  /** The grade, where the page may show it after answering; null or absent keeps correctness hidden. */
  readonly reveal?: Reveal | null;
  /** Answer id -> fraction (0..1) of learners who chose it; shown per option when present. */
  readonly shares?: Readonly<Record<string, number>> | null;
}

/** The answer options with their states after answering (see the module comment). */
export function AnswerOptions(props: AnswerOptionsProps) {
  const { options, asImages, chosen, reveal, shares, messages } = props;
  return (
    <ol
      className={asImages ? 'answers answers-images answer-options' : 'answers answer-options'}
      aria-label={props.label}
    >
      {options.map((a) => {
        const state = optionState(a.id, chosen, reveal);
        const marks = optionMarks(state, chosen === a.id)
          .map((k) => format(messages, k))
          .join(' · ');
        const icon = state === 'correct' || state === 'wrong' || state === 'veryWrong' ? GRADE_ICONS[state] : null;
        const share = shares?.[a.id];
        return (
          <li key={a.id} data-answer={a.id} data-chosen={chosen === a.id ? '' : undefined} data-state={state}>
            <button
              type="button"
              className="answer-button"
              disabled={props.disabled}
              aria-pressed={chosen === a.id}
              onClick={() => props.onChoose(a.id)}
            >
              {asImages && a.image ? (
                <figure>
                  <img
                    src={a.image.url}
                    alt={a.text || a.image.alt}
                    width={a.image.width}
                    height={a.image.height}
                    loading="lazy"
                  />
                  {a.text && <figcaption>{a.text}</figcaption>}
                </figure>
              ) : (
                <span className="option-text">{a.text}</span>
              )}
              {marks && (
                <span className="option-mark">
                  {icon && (
                    <span className="option-icon" aria-hidden="true">
                      {icon}
                    </span>
                  )}
                  {marks}
                </span>
              )}
              {typeof share === 'number' && (
                <span className="option-share" data-share="">
                  <meter min={0} max={1} value={share} aria-hidden="true" />
                  {percentText(share, messages.lang)}
                </span>
              )}
            </button>
          </li>
        );
      })}
    </ol>
  );
}
