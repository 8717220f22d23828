import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { format } from '#src/utils/format.ts';
import { pickMessages } from '#src/utils/i18n.ts';
import ResultsGate from './ResultsGate.tsx';

const messages = pickMessages('en', ['results.']);
const gate = (stale: boolean) =>
  renderToStaticMarkup(
    createElement(ResultsGate, {
      kind: 'event',
      code: 'room1',
      state: { access: 'checking', stale },
      lang: 'en',
      messages,
      retry: () => undefined,
      children: null,
    }),
  );

describe('ResultsGate while checking', () => {
  it('says "Checking…" alone before the first answer', () => {
    expect(gate(false)).toContain(format(messages, 'results.checking'));
    expect(gate(false)).not.toContain(format(messages, 'results.stale'));
  });
  it('says the page keeps trying when the first read failed on the way (not "Checking…" forever)', () => {
    const html = gate(true);
    expect(html).toContain(format(messages, 'results.checking'));
    expect(html).toContain(format(messages, 'results.stale'));
  });
});
