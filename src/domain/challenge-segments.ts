/**
 * The segment and screen model of a challenge (docs/reference/states.md#challenge-progress): the challenge's intro screens;
 * per combo its intro, one screen per question (two with `instantExplanation`), a feedback
 * screen with `showFeedback`, and its outro; then the challenge's outro. Progress is a segment
 * index plus a screen index; it is complete when the segment index equals the segment count,
 * and an out-of-range position means the start.
 */
export interface SegmentSource {
  readonly intro: readonly unknown[];
  readonly outro: readonly unknown[];
  readonly combos: readonly {
    readonly globalId: string;
    readonly intro: readonly unknown[];
    readonly outro: readonly unknown[];
    readonly questions: readonly { readonly globalId: string }[];
    readonly instantExplanation: boolean;
    readonly showFeedback: boolean;
  }[];
}

export type Screen =
  | { readonly kind: 'intro' | 'outro'; readonly index: number }
  | { readonly kind: 'combo-intro' | 'combo-outro'; readonly index: number }
  | { readonly kind: 'question' | 'explanation'; readonly question: string }
  | { readonly kind: 'feedback' };

export interface Segment {
  /** 'intro', 'outro', or the combo's globalId. */
  readonly description: string;
  readonly screens: readonly Screen[];
}

/** The segments of a challenge, in order; empty intro or outro sequences give no segment. */
export function challengeSegments(c: SegmentSource): Segment[] {
  const out: Segment[] = [];
  if (c.intro.length)
    out.push({ description: 'intro', screens: c.intro.map((_, index) => ({ kind: 'intro', index })) });
  for (const combo of c.combos) {
    const screens: Screen[] = combo.intro.map((_, index) => ({ kind: 'combo-intro', index }));
    for (const q of combo.questions) {
      screens.push({ kind: 'question', question: q.globalId });
      if (combo.instantExplanation) screens.push({ kind: 'explanation', question: q.globalId });
    }
    if (combo.showFeedback) screens.push({ kind: 'feedback' });
    screens.push(...combo.outro.map((_, index): Screen => ({ kind: 'combo-outro', index })));
    if (screens.length) out.push({ description: combo.globalId, screens });
  }
  if (c.outro.length)
    out.push({ description: 'outro', screens: c.outro.map((_, index) => ({ kind: 'outro', index })) });
  return out;
}

export interface Position {
  readonly segment: number;
  readonly screen: number;
}

/** True when the position marks the challenge complete. */
export function isComplete(segments: readonly Segment[], p: Position): boolean {
  return p.segment === segments.length;
}

/** A stored position, or the start when it is out of range. Completion is kept as is. */
export function normalizePosition(segments: readonly Segment[], p: Position): Position {
  if (isComplete(segments, p) && p.screen === 0) return p;
  const seg = segments[p.segment];
  if (
    !Number.isInteger(p.segment) ||
    !Number.isInteger(p.screen) ||
    !seg ||
    p.screen < 0 ||
    p.screen >= seg.screens.length
  )
    return { segment: 0, screen: 0 };
  return p;
}

/** The position after this one (the next screen, the next segment, or completion). */
export function nextPosition(segments: readonly Segment[], p: Position): Position {
  const seg = segments[p.segment];
  if (!seg) return { segment: segments.length, screen: 0 };
  return p.screen + 1 < seg.screens.length
    ? { segment: p.segment, screen: p.screen + 1 }
    : { segment: p.segment + 1, screen: 0 };
}
