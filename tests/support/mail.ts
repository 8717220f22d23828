/**
 * Reading the mail the server writes to `DATA_DIR/outbox/*.eml` when no SMTP server is set
 * (verification, password reset, token login): for the route tests (through `outbox()` of
 * tests/support/api.ts), the browser tests and the screenshots script.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** Quoted-printable undone: soft line breaks joined, `=XX` bytes read as UTF-8. */
function quotedPrintable(s: string): string {
  return Buffer.from(
    s.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16))),
    'latin1',
  ).toString('utf8');
}

/** A mail from the outbox: recipient, decoded subject and decoded text. */
export function readMail(raw: string): { to: string; subject: string; text: string } {
  const [head = '', ...rest] = raw.split(/\r?\n\r?\n/);
  const header = (name: string) => new RegExp(`^${name}: (.*)$`, 'mi').exec(head)?.[1] ?? '';
  const subject = header('Subject').replace(/=\?UTF-8\?Q\?(.*?)\?=/gi, (_, q: string) =>
    quotedPrintable(q.replace(/_/g, ' ')),
  );
  return { to: header('To'), subject, text: quotedPrintable(rest.join('\n\n')) };
}

/** The token in the last link of a mail (quoted-printable soft breaks undone). */
export function tokenFromMail(mail: string): string {
  const text = mail.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
  const m = [...text.matchAll(/\?token=([A-Za-z0-9_-]+)/g)].pop();
  if (!m) throw new Error(`no token link in mail:\n${mail}`);
  return m[1]!;
}

/**
 * The verification link (`…/account/verify/?token=…`) of the newest mail to `to` in the outbox
 * of `dataDir`; undefined while there is none (a caller that waits for the mail polls).
 */
export function verifyLinkInOutbox(dataDir: string, to: string): URL | undefined {
  const box = join(dataDir, 'outbox');
  let files: string[];
  try {
    files = readdirSync(box).filter((f) => f.endsWith('.eml'));
  } catch {
    return undefined;
  }
  for (const f of files.sort().reverse()) {
    const mail = readMail(readFileSync(join(box, f), 'utf8'));
    if (!mail.to.toLowerCase().includes(to.toLowerCase())) continue;
    const link = /https?:\/\/\S*\/account\/verify\/\?token=[^\s"<>]+/.exec(mail.text);
    if (link) return new URL(link[0]);
  }
  return undefined;
}
