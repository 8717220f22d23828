/**
 * Writing nginx configuration text: quoting a value so nginx reads it back unchanged, and
 * indenting blocks. Why a module of its own: header values (`'self'`, `;`) and regular
 * expressions (`{`, `\`) must be quoted alike everywhere the generated config holds them.
 */

/**
 * A value as an nginx token: bare when it is plain, else double-quoted with `"` and `\` escaped.
 * A `$` would start a variable (nginx has no escape for it) and a line break would end the
 * directive, so values holding either are refused rather than written wrong.
 */
export function quote(value: string): string {
  if (/[$\n\r]/.test(value))
    throw new Error(`nginx config: cannot write ${JSON.stringify(value)} (a '$' or a line break)`);
  if (/^[A-Za-z0-9_\-./:=,*+]+$/.test(value)) return value;
  return `"${value.replace(/[\\"]/g, '\\$&')}"`;
}

/** A regular expression as an nginx token: always quoted (parentheses confuse `if`, braces end blocks). */
export function regex(source: string): string {
  // `$` ends a regex or a group here; followed by a name or a brace it could read as a variable.
  if (/\$[A-Za-z_{]|[\n\r]/.test(source))
    throw new Error(`nginx config: cannot write the regex ${JSON.stringify(source)}`);
  return `"${source.replace(/[\\"]/g, '\\$&')}"`;
}

/** A rewrite's replacement: a path with capture references (`$1`), written bare. */
export function replacement(path: string): string {
  if (!/^\/[A-Za-z0-9_\-./$]*$/.test(path))
    throw new Error(`nginx config: cannot write the replacement ${JSON.stringify(path)}`);
  return path;
}

/** Lines indented by `depth` levels of two spaces (empty lines stay empty). */
export function indent(lines: readonly string[], depth = 1): string[] {
  const pad = '  '.repeat(depth);
  return lines.map((line) => (line ? `${pad}${line}` : line));
}

/** `name { …lines }` as lines. */
export function block(head: string, lines: readonly string[]): string[] {
  return [`${head} {`, ...indent(lines), '}'];
}
