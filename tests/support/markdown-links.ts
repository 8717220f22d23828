/**
 * Reading links and headings out of the project's Markdown, for the test that keeps the docs'
 * links working (tests/unit/docs-links.test.ts). Only what that test needs: inline links and
 * images outside code, and GitHub's heading anchors.
 */

/** One inline link of a Markdown file: where it points and the line it is on (1-based). */
export interface MarkdownLink {
  readonly target: string;
  readonly line: number;
}

/** The text's lines with fenced code blocks blanked (line numbers kept). */
function outsideFences(text: string): string[] {
  let fenced = false;
  return text.split('\n').map((line) => {
    if (/^\s*(```|~~~)/.test(line)) {
      fenced = !fenced;
      return '';
    }
    return fenced ? '' : line;
  });
}

/**
 * Every inline link and image target (`[text](target)`, `![alt](target)`) outside code, so a
 * test can check that each relative one still names a file after files move.
 */
export function markdownLinks(text: string): MarkdownLink[] {
  const links: MarkdownLink[] = [];
  outsideFences(text).forEach((line, i) => {
    for (const match of line.replace(/`[^`]*`/g, '').matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)) {
      const target = match[1];
      if (target !== undefined) links.push({ target, line: i + 1 });
    }
  });
  return links;
}

/**
 * The anchors GitHub gives a file's headings (lower case, punctuation dropped, spaces as
 * hyphens, repeats numbered), so a link to `file.md#some-heading` can be checked as GitHub
 * resolves it.
 */
export function headingAnchors(text: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  for (const line of outsideFences(text)) {
    const heading = /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line);
    if (!heading?.[1]) continue;
    const base = heading[1]
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s_-]/gu, '')
      .replace(/\s/g, '-');
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    anchors.add(count === 0 ? base : `${base}-${count}`);
  }
  for (const match of text.matchAll(/<a\s+(?:name|id)="([^"]+)"/g)) if (match[1]) anchors.add(match[1]);
  return anchors;
}
