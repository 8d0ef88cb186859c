import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));

/** The rule ids ESLint reports for `code` as if it were the file at `path` in the repository. */
async function problems(path: string, code: string) {
  const eslint = new ESLint({ cwd: repoRoot });
  const [result] = await eslint.lintText(code, { filePath: `${repoRoot}${path}` });
  return (result?.messages ?? []).map((message) => message.ruleId);
}

const restricted = '@typescript-eslint/no-restricted-imports';
const zones = 'import-x/no-restricted-paths';

describe('the house’s directions, as npm run lint keeps them (decisions 0026, 0028)', () => {
  it('refuses a package importing an app', async () => {
    const code =
      "import { apiSend } from '../../../apps/web/src/lib/api';\nexport const x = apiSend;\n";
    expect(await problems('packages/contract/src/probe.ts', code)).toContain(restricted);
  });

  it('refuses a feature importing another feature, and lets it import its own parts', async () => {
    const other =
      "import { useCart } from '../commerce/commerce-queries';\nexport const x = useCart;\n";
    expect(await problems('apps/web/src/features/catalog/probe.ts', other)).toContain(zones);
    const own = "import { Syllabus } from './Syllabus';\nexport const x = Syllabus;\n";
    expect(await problems('apps/web/src/features/catalog/probe.ts', own)).not.toContain(zones);
    const composed =
      "import { Syllabus } from '../../features/catalog/Syllabus';\nexport const x = Syllabus;\n";
    expect(await problems('apps/web/src/app/routes/probe.ts', composed)).not.toContain(zones);
  });

  it('refuses a shared web layer or an entity importing a feature or the app', async () => {
    const code =
      "import { useCart } from '../features/commerce/commerce-queries';\nexport const x = useCart;\n";
    expect(await problems('apps/web/src/lib/probe.ts', code)).toContain(zones);
    const deeper = code.replace('../features', '../../features');
    expect(await problems('apps/web/src/components/ui/probe.ts', deeper)).toContain(zones);
    expect(await problems('apps/web/src/entities/catalog/probe.ts', deeper)).toContain(zones);
    expect(await problems('apps/web/src/sketchpad/probe.ts', code)).toContain(zones);
    const entity =
      "import { useCurriculum } from '../entities/catalog/curriculum';\nexport const x = useCurriculum;\n";
    expect(await problems('apps/web/src/lib/probe.ts', entity)).toContain(zones);
  });

  it('keeps the engine in layers: core below the editor, the editor below the page', async () => {
    const page =
      "import { pageStorage } from '../dom/pageStorage';\nexport const x = pageStorage;\n";
    expect(await problems('packages/canvas/src/editor/probe.ts', page)).toContain(zones);
    const editor =
      "import { initialState } from '../editor/state';\nexport const x = initialState;\n";
    expect(await problems('packages/canvas/src/core/probe.ts', editor)).toContain(zones);
    const global = 'export const x = () => localStorage.getItem("k");\n';
    expect(await problems('packages/canvas/src/editor/probe.ts', global)).toContain(
      'no-restricted-globals',
    );
  });

  it('refuses an import cycle', async () => {
    // avatar.ts imports images.ts: images.ts importing avatar.ts back closes a cycle.
    const code = "import { avatarSrc } from './avatar';\nexport const x = avatarSrc;\n";
    expect(await problems('apps/web/src/lib/images.ts', code)).toContain('import-x/no-cycle');
  });

  it('refuses the server platform importing a module, but lets it name a module’s type', async () => {
    const value =
      "import { catalogStore } from '../../modules/catalog/store';\nexport const x = catalogStore;\n";
    expect(await problems('apps/server/src/platform/http/probe.ts', value)).toContain(restricted);
    const type =
      "import type { AccountsStore } from '../../modules/accounts/store';\nexport type X = AccountsStore;\n";
    expect(await problems('apps/server/src/platform/auth/probe.ts', type)).not.toContain(
      restricted,
    );
  }, 30_000);
});
