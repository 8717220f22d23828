/**
 * The islands' side of UI strings: a lookup over the messages a page handed in, with
 * `{name}` values and `.one`/`.other` plurals. A missing key shows the key, which the
 * browser tests catch.
 */
export type Messages = Readonly<Record<string, string>>;

export function format(messages: Messages, key: string, vars: Readonly<Record<string, string | number>> = {}): string {
  let template = messages[key];
  if (template === undefined && typeof vars['count'] === 'number') {
    template = messages[`${key}.${vars['count'] === 1 ? 'one' : 'other'}`];
  }
  if (template === undefined) return key;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in vars ? String(vars[name]) : whole));
}
