import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { pickMessages } from '#src/utils/i18n.ts';
import { TestProgress } from './TestProgress.tsx';

describe('TestProgress', () => {
  it('writes the position line itself, in the language of the answer messages every player gets', () => {
    for (const [lang, line] of [
      ['en', 'Question 3 of 12'],
      ['sv', 'Fråga 3 av 12'],
    ] as const) {
      const html = renderToStaticMarkup(
        createElement(TestProgress, { current: 3, total: 12, messages: pickMessages(lang, ['option.']) }),
      );
      expect(html).toContain(`>${line}</p>`);
      expect(html).toContain('<progress max="12" value="3"');
      expect(html).toContain('data-progress="3/12"');
    }
  });
});
