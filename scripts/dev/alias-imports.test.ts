import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { aliasImports, run } from './alias-imports.ts';

let root = '';
afterEach(() => rmSync(root, { recursive: true, force: true }));

function tree(files: Record<string, string>): void {
  root = mkdtempSync(join(tmpdir(), 'alias-imports-'));
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, file)), { recursive: true });
    writeFileSync(join(root, file), text);
  }
}

describe('alias-imports', () => {
  it('aliases imports that climb two or more folders and leaves shallow ones alone', () => {
    const text = [
      "import { a } from '../../domain/routes.ts';",
      "import type { B } from '../../content-layer/types.ts';",
      "import '../../browser/embed-resize.ts';",
      "const m = await import('../../server/main.ts');",
      "export * from '../../utils/i18n.ts';",
      "vi.mock('../../stores/account.ts');",
      "import en from '../../../i18n/en.json' with { type: 'json' };",
      "import { near } from '../near.ts';",
      "const file = new URL('../../dist/sw.js', import.meta.url);",
    ].join('\n');
    expect(aliasImports(text, 'src/server/plugins/x.ts').split('\n')).toEqual([
      "import { a } from '#src/domain/routes.ts';",
      "import type { B } from '#src/content-layer/types.ts';",
      "import '#src/browser/embed-resize.ts';",
      "const m = await import('#src/server/main.ts');",
      "export * from '#src/utils/i18n.ts';",
      "vi.mock('#src/stores/account.ts');",
      "import en from '#i18n/en.json' with { type: 'json' };",
      "import { near } from '../near.ts';",
      "const file = new URL('../../dist/sw.js', import.meta.url);",
    ]);
  });

  it('keeps imports of folders without an alias relative, and lists them', () => {
    const kept: string[] = [];
    const text = "import { c } from '../../playwright.config.ts';";
    expect(aliasImports(text, 'tests/e2e/a.spec.ts', kept)).toBe(text);
    expect(kept).toEqual(['tests/e2e/a.spec.ts: ../../playwright.config.ts']);
  });

  it('rewrites a tree in place, .astro files included, and a second run changes nothing', () => {
    tree({
      'src/pages/[...lang]/t/[topic].astro':
        "---\nimport Base from '../../../layouts/Base.astro';\n---\n<script>import '../../../browser/x.ts';</script>\n",
      'tests/support/a.ts': "import { b } from '../../src/server/app.ts';\n",
      'scripts/sample-pack/build.ts': "import { c } from '../../tests/fixtures/mini-pack.ts';\n",
      'src/domain/ok.ts': "import { d } from '../utils/d.ts';\n",
    });
    expect(run(root).changed).toEqual([
      'scripts/sample-pack/build.ts',
      'src/pages/[...lang]/t/[topic].astro',
      'tests/support/a.ts',
    ]);
    expect(readFileSync(join(root, 'src/pages/[...lang]/t/[topic].astro'), 'utf8')).toBe(
      "---\nimport Base from '#src/layouts/Base.astro';\n---\n<script>import '#src/browser/x.ts';</script>\n",
    );
    expect(readFileSync(join(root, 'tests/support/a.ts'), 'utf8')).toBe("import { b } from '#src/server/app.ts';\n");
    expect(readFileSync(join(root, 'scripts/sample-pack/build.ts'), 'utf8')).toBe(
      "import { c } from '#tests/fixtures/mini-pack.ts';\n",
    );
    expect(run(root).changed).toEqual([]);
  });

  it('aliases exactly the folders package.json declares', () => {
    const pkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
      imports: Record<string, string>;
    };
    expect(pkg.imports).toEqual({ '#src/*': './src/*', '#tests/*': './tests/*', '#i18n/*': './i18n/*' });
  });
});
