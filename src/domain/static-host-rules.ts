/**
 * Rewrite and redirect rules in the `_redirects` format that Netlify and Cloudflare Pages read,
 * so the static output serves every route of the spec without the project's own server.
 * Sub-routes that are views of another page are rewritten (status 200); catch-alls redirect.
 */
export function staticHostRules(): string {
  const lines: string[] = [];
  for (const p of ['', '/sv']) {
    const rw = (from: string, to: string) => lines.push(`${p}${from} ${p}${to} 200`);
    rw('/c/v/:code/', '/c/v/');
    rw('/c/:topic/share/', '/c/:topic/');
    rw('/c/:topic/feedback/', '/c/:topic/');
    rw('/c/:topic/:question/explanation/', '/c/:topic/');
    rw('/c/:topic/:question/', '/c/:topic/');
    rw('/e/:code/completed/', '/e/:code/completed/');
    rw('/e/:code/:question/', '/e/:code/');
    rw('/t/:topic/embed/done/', '/t/:topic/embed/');
    rw('/t/:topic/embed/:question/explanation/', '/q/:question/');
    rw('/t/:topic/embed/:question/', '/q/:question/');
    rw('/t/:topic/c/:challenge/', '/t/:topic/c/:challenge/');
    rw('/t/:topic/:question/feedback/', '/q/:question/');
    rw('/t/:topic/:question/explanation/', '/q/:question/');
    rw('/t/:topic/:question/', '/q/:question/');
    rw('/q/:question/embed/explanation/', '/q/:question/');
    rw('/q/:question/embed/extraexplanation/', '/q/:question/');
    rw('/q/:question/embed/', '/q/:question/');
    rw('/q/:question/explanation/', '/q/:question/');
  }
  lines.push('/sv/sv/* /sv/:splat 301');
  lines.push('/sv/* /sv/404/ 404');
  lines.push('/* /404.html 404');
  return `${lines.join('\n')}\n`;
}
