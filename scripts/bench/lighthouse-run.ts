/**
 * One Lighthouse run (mobile preset: the default config's simulated slow 4G and 4× CPU
 * slowdown on a phone screen) on one URL, in a fresh headless Chromium started by
 * chrome-launcher: the browser the browser tests use (Debian's Chromium, or CHROME_PATH), so a
 * service worker or cache from one run never helps the next.
 */
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { fullChromiumLaunch } from '../../playwright.config.ts';
import { gzipBytes, inlineScriptGzip } from '../../tests/support/js-gzip.ts';

/** What one run measured on a page. */
export interface PageRun {
  /** Lighthouse performance score, 0–100. */
  readonly performance: number;
  readonly lcpMs: number;
  readonly tbtMs: number;
  readonly cls: number;
  /** Bytes on the wire of every script request the page made on load (headers included, as Lighthouse counts them). */
  readonly jsTransferBytes: number;
  /** gzip (level 9) bytes of every script the page ran on load: each requested script's body, plus the HTML's inline scripts. */
  readonly jsGzipBytes: number;
  /** The part of `jsGzipBytes` that is inline scripts in the HTML (sent again with every page). */
  readonly inlineJsGzipBytes: number;
  readonly scripts: number;
}

/** gzip bytes of a script's body, fetched uncompressed once per URL (hashed assets never change within a run). */
const scriptGzip = new Map<string, Promise<number>>();
function gzipOfScript(url: string): Promise<number> {
  let bytes = scriptGzip.get(url);
  if (!bytes) {
    bytes = fetch(url, { headers: { 'accept-encoding': 'identity' } }).then(async (res) => {
      if (!res.ok) throw new Error(`GET ${url}: ${res.status}`);
      return gzipBytes(new Uint8Array(await res.arrayBuffer()));
    });
    scriptGzip.set(url, bytes);
  }
  return bytes;
}

/** The Chromium binary: CHROME_PATH (chrome-launcher's own variable) or the browser tests' one. */
export const chromePath = () => process.env['CHROME_PATH'] || fullChromiumLaunch.executablePath;

/** A script request of Lighthouse's network-requests table. */
interface ScriptRequest {
  readonly url: string;
  readonly transferSize: number;
}

/** The script requests among a network-requests table's rows (read field by field: the rows are loosely typed). */
function scriptRequests(items: readonly Record<string, unknown>[]): ScriptRequest[] {
  return items.flatMap((item) => {
    const { url, resourceType, transferSize } = item;
    if (resourceType !== 'Script' || typeof url !== 'string' || !url.startsWith('http')) return [];
    return [{ url, transferSize: typeof transferSize === 'number' ? transferSize : 0 }];
  });
}

const numeric = (value: number | undefined, name: string): number => {
  if (value === undefined || !Number.isFinite(value)) throw new Error(`Lighthouse reported no ${name}`);
  return value;
};

/** Runs Lighthouse once on `url` and returns its metrics and the page's JS bytes. */
export async function runLighthouse(url: string): Promise<PageRun> {
  const chrome = await launch({
    chromePath: chromePath(),
    chromeFlags: ['--headless=new', ...fullChromiumLaunch.args],
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      onlyCategories: ['performance'],
      logLevel: 'error',
      output: 'json',
    });
    const lhr = result?.lhr;
    if (!lhr) throw new Error(`Lighthouse gave no result for ${url}`);
    if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const audit = (id: string) => lhr.audits[id]?.numericValue;
    const details = lhr.audits['network-requests']?.details;
    const scripts = scriptRequests(details && details.type === 'table' ? details.items : []);
    const html = await fetch(url).then((r) => r.text());
    const inline = inlineScriptGzip(html);
    const external = await Promise.all(scripts.map((s) => gzipOfScript(s.url)));
    return {
      performance: Math.round(numeric(lhr.categories['performance']?.score ?? undefined, 'performance score') * 100),
      lcpMs: numeric(audit('largest-contentful-paint'), 'LCP'),
      tbtMs: numeric(audit('total-blocking-time'), 'TBT'),
      cls: numeric(audit('cumulative-layout-shift'), 'CLS'),
      jsTransferBytes: scripts.reduce((sum, s) => sum + s.transferSize, 0),
      jsGzipBytes: inline + external.reduce((a, b) => a + b, 0),
      inlineJsGzipBytes: inline,
      scripts: scripts.length,
    };
  } finally {
    chrome.kill();
  }
}
