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

describe('the house’s directions, as npm run lint keeps them (decision 0026)', () => {
  it('refuses a package importing an app', async () => {
    const code =
      "import { apiSend } from '../../../apps/web/src/lib/api';\nexport const x = apiSend;\n";
    expect(await problems('packages/contract/src/probe.ts', code)).toContain(restricted);
  });

  it('refuses a shared web layer importing a feature', async () => {
    const code =
      "import { updateProfile } from '../features/community/api';\nexport const x = updateProfile;\n";
    expect(await problems('apps/web/src/lib/probe.ts', code)).toContain(restricted);
    const inComponents = code.replace('../features', '../../features');
    expect(await problems('apps/web/src/components/ui/probe.ts', inComponents)).toContain(
      restricted,
    );
    expect(await problems('apps/web/src/sketchpad/probe.ts', code)).toContain(restricted);
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
