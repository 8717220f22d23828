/**
 * Writes challenges with their combos and screens. Visible challenges cycle their combos
 * through every instantExplanation × showFeedback setting, so the sample pack exercises each
 * way the quiz player can run; excluded challenges keep the defaults.
 */
import type { RawLink } from '#src/content-layer/raw.ts';
import { fail, linkRegistry, pascal, uniqueValues, type PackContext } from './context.ts';
import { localized, richDoc } from './texts.ts';
import type { ChallengeSpec, ComboSpec, ScreenSpec } from './types.ts';

/** instantExplanation × showFeedback, cycled over the combos of visible challenges. */
const COMBO_FLAGS: readonly (readonly [boolean, boolean])[] = [
  [true, true],
  [false, false],
  [true, false],
  [false, true],
];

/** Writes challenges as topics' chapters reach them, and links to them by slug afterwards. */
export interface ChallengeWriter {
  readonly add: (c: ChallengeSpec) => RawLink;
  /** The link to a written challenge; fails for an unknown slug. */
  readonly ref: (slug: string) => RawLink;
}

function addScreen(ctx: PackContext, sysId: string, s: ScreenSpec): RawLink {
  return ctx.builder.entry('screen', ctx.id(sysId), {
    title: localized(s.title),
    body: richDoc(s.body),
    image: ctx.image(s.image),
  });
}

/**
 * A challenge writer for one build; its combo-flag cycle and uniqueness checks span all
 * challenges, so it must be created once and shared by every topic.
 */
export function challengeWriter(ctx: PackContext, questionRef: (globalId: string) => RawLink): ChallengeWriter {
  const challengeGid = uniqueValues('challenge globalId');
  const challengeSlug = uniqueValues('challenge slug');
  const comboGid = uniqueValues('combo globalId');
  const challenges = linkRegistry('challenge');
  let flagIndex = 0;

  const addCombo = (c: ChallengeSpec, combo: ComboSpec, n: number, excluded: boolean): RawLink => {
    const p = pascal(c.slug);
    if (combo.questions.length < 3 || combo.questions.length > 5)
      fail(`combo ${n} of ${c.slug} has ${combo.questions.length} questions`);
    const [instantExplanation, showFeedback] = excluded
      ? [true, true]
      : (COMBO_FLAGS[flagIndex++ % COMBO_FLAGS.length] ?? [true, true]);
    return ctx.builder.entry('combo', ctx.id(`combo${p}${n}`), {
      globalId: comboGid(`combo-${c.slug}-${n}`),
      name: localized(combo.name),
      questions: combo.questions.map(questionRef),
      introSequence: [addScreen(ctx, `screen${p}Combo${n}Intro`, combo.intro)],
      outroSequence: [addScreen(ctx, `screen${p}Combo${n}Outro`, combo.outro)],
      instantExplanation,
      showFeedback,
    });
  };

  const add = (c: ChallengeSpec): RawLink => {
    challengeGid(c.globalId);
    challengeSlug(c.slug);
    const p = pascal(c.slug);
    const excluded = Boolean(c.unpublished || c.hidden || c.draft);
    if (c.combos.length < 1) fail(`challenge ${c.slug} has no combos`);
    const combos = c.combos.map((combo, i) => addCombo(c, combo, i + 1, excluded));
    const entryId = ctx.id(`challenge${p}`);
    const fields = {
      globalId: c.globalId,
      slug: c.slug,
      title: localized(c.title),
      published: !c.unpublished,
      isHidden: c.hidden ? true : undefined,
      combos,
      introSequence: c.intro.map((s, i) => addScreen(ctx, `screen${p}Intro${i + 1}`, s)),
      outroSequence: c.outro.map((s, i) => addScreen(ctx, `screen${p}Outro${i + 1}`, s)),
      videoUrl: c.videoUrl,
      videoName: c.videoName ? localized(c.videoName) : undefined,
    };
    return challenges.set(c.slug, ctx.builder.entry('challenge', entryId, fields, { draft: Boolean(c.draft) }));
  };

  return { add, ref: challenges.ref };
}
