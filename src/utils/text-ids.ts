/**
 * Small numbers for the few distinct long texts a build meets on every page (Astro's hydration
 * scripts, the head script, the island style), found by comparing values: looking a freshly cut
 * 3 KB string up in a Map hashes all of it on every one of 40,000 pages, comparing it with the
 * few known ones mostly stops at the length. Past `compared` distinct texts it falls back to a
 * Map, so a build with many different texts is never quadratic.
 */
export function textIds(compared = 32): (text: string) => number {
  const known: string[] = [];
  const more = new Map<string, number>();
  return (text) => {
    const i = known.indexOf(text);
    if (i >= 0) return i;
    if (known.length < compared) return known.push(text) - 1;
    let id = more.get(text);
    if (id === undefined) {
      id = compared + more.size;
      more.set(text, id);
    }
    return id;
  };
}
