/**
 * Builds the player's data for one challenge in one language at build time (the page embeds
 * it as JSON). Only what the player shows: texts, images, grades, feedback and explanations.
 * The first intro screen is the page's first screen, server-rendered: its image (decoration, no
 * alt) is written into the page when it is a small pack SVG, like the other first-screen images
 * (src/utils/decorative-image.ts), so no image request races the stylesheet.
 */
import type { Asset, Challenge, Chapter, Lang, Question, Screen, Topic } from '#src/domain/model.ts';
import { localize, paths } from '#src/domain/routes.ts';
import type { ChallengeData, ImageData, QuestionData, ScreenData } from '#src/stores/players/challenge/index.ts';
import { decorativeImageSrc } from '#src/utils/decorative-image.ts';

const image = (a: Asset | null, alt = '', url = a?.url ?? ''): ImageData | null =>
  a ? { url, alt, width: a.width ?? 320, height: a.height ?? 200 } : null;

const screen = (s: Screen, lang: Lang, first = false): ScreenData => ({
  title: s.title[lang],
  html: s.bodyHtml[lang],
  image: image(s.image, '', s.image && first ? decorativeImageSrc(s.image) : s.image?.url),
});

const question = (q: Question, lang: Lang): QuestionData => ({
  globalId: q.globalId,
  text: q.text[lang],
  image: image(q.image, q.image?.title[lang] ?? ''),
  explanationHtml: q.explanationHtml[lang],
  answers: q.answers.map((a) => ({
    globalId: a.globalId,
    text: a.text[lang],
    image: q.answersAsImages ? image(a.image, a.text[lang] || a.image?.title[lang] || '') : null,
    correct: a.correct,
    feedback: a.feedback?.[lang] ?? '',
  })),
});

export function challengeData(topic: Topic, chapter: Chapter | null, c: Challenge, lang: Lang): ChallengeData {
  return {
    globalId: c.globalId,
    title: c.title[lang],
    topicGlobalId: topic.globalId,
    topicName: topic.name[lang],
    topicUrl: localize(lang, paths.topic(topic.slug)),
    chapterId: chapter?.id ?? null,
    intro: c.intro.map((s, i) => screen(s, lang, i === 0)),
    outro: c.outro.map((s) => screen(s, lang)),
    combos: c.combos.map((k) => ({
      globalId: k.globalId,
      name: k.name[lang],
      intro: k.intro.map((s) => screen(s, lang)),
      outro: k.outro.map((s) => screen(s, lang)),
      questions: k.questions.map((q) => question(q, lang)),
      instantExplanation: k.instantExplanation,
      showFeedback: k.showFeedback,
    })),
  };
}
