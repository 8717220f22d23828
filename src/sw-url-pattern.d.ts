// The part of `URLPattern` the route matcher uses (src/domain/routes.ts), for the service
// worker's check only (tsconfig.sw.json): TypeScript 5.9's WebWorker library does not declare it
// yet, while the page code gets it from Node's types (so tsconfig.json leaves this file out).
// Browsers without it make the matcher throw `routes.urlPatternMissing`.
interface URLPatternInit {
  pathname?: string;
}
interface URLPatternResult {
  pathname: { groups: Record<string, string | undefined> };
}
declare class URLPattern {
  constructor(input: URLPatternInit);
  exec(input: URLPatternInit): URLPatternResult | null;
}
