/**
 * Organizers' results as CSV (issue 23) for a spreadsheet: a header row, then one row per
 * participant and question answered (an event) or per member (a group), in the language asked
 * for. Fields are quoted as RFC 4180 says, lines end in CRLF, and a cell that a spreadsheet
 * would run as a formula (starting with = + - @, a tab or a carriage return) is prefixed with
 * `'`: participants choose their profile names, and an export must not run what they typed.
 * People appear by profile name or as "Participant n": never by email or uuid.
 */
import type { GroupMember } from '#src/api-contract/schemas/organizers.ts';
import type { Lang, Question } from '#src/domain/model.ts';
import { t } from '#src/utils/i18n.ts';
import type { ParticipantAnswer } from './event-results.ts';

/** One cell: formula-safe, and quoted when it holds a quote, a comma or a line break. */
function csvCell(value: string | number): string {
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/**
 * The CSV text of rows of cells, the header first, after a byte order mark: without it a
 * spreadsheet on Windows reads the UTF-8 as its own code page and a Swedish name shows as Ã¥.
 */
function csv(rows: readonly (readonly (string | number)[])[]): string {
  return '\ufeff' + rows.map((r) => r.map(csvCell).join(',')).join('\r\n') + '\r\n';
}

/** How a person is shown: the profile name they chose, else their label with their number. */
const personLabel = (lang: Lang, labelKey: string, p: { number: number; name: string | null }) =>
  p.name ?? t(lang, labelKey, { number: p.number });

/**
 * An event's CSV: participant, question, answer, right or wrong; texts in `lang` as the content
 * has them now (`questions`: the content index's, by global id).
 */
export function eventCsv(
  questions: ReadonlyMap<string, Question>,
  answers: readonly ParticipantAnswer[],
  lang: Lang,
): string {
  const header = ['participant', 'question', 'answer', 'result'].map((k) => t(lang, `results.csv.${k}`));
  return csv([
    header,
    ...answers.map((a) => {
      const question = questions.get(a.questionGlobalId);
      const answer = question?.answers.find((x) => x.globalId === a.answerGlobalId);
      const right = answer ? answer.correct : a.isCorrect;
      return [
        personLabel(lang, 'results.csv.participantLabel', a),
        question?.text[lang] || a.questionGlobalId,
        answer?.text[lang] || a.answerGlobalId,
        t(lang, right ? 'results.csv.right' : 'results.csv.wrong'),
      ];
    }),
  ]);
}

/** A group's CSV: member, questions answered, right answers, certificates. */
export function groupCsv(rows: readonly GroupMember[], lang: Lang): string {
  const header = ['member', 'answered', 'correct', 'certificates'].map((k) => t(lang, `results.csv.${k}`));
  return csv([
    header,
    ...rows.map((m) => [personLabel(lang, 'results.csv.memberLabel', m), m.answered, m.correct, m.certificates]),
  ]);
}
