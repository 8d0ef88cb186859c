// The engine's public surface, entry point by entry point: each exported name, what it is and,
// for values, its type. Checked in as api-report.md; a test fails when the surface changes and
// the report was not written again, so the change shows in review.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const reportPath = path.join(root, 'api-report.md');

const kindOf = (symbol) => {
  const flags = symbol.flags;
  if (flags & ts.SymbolFlags.Class) return 'class';
  if (flags & ts.SymbolFlags.Function) return 'function';
  if (flags & ts.SymbolFlags.Interface) return 'interface';
  if (flags & ts.SymbolFlags.TypeAlias) return 'type';
  if (flags & ts.SymbolFlags.Enum) return 'enum';
  return 'const';
};

function describe(checker, symbol, at) {
  const target = symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
  const kind = kindOf(target);
  const format = ts.TypeFormatFlags.NoTruncation;
  if (kind === 'class') {
    const members = checker
      .getPropertiesOfType(checker.getDeclaredTypeOfSymbol(target))
      .filter((member) => {
        const modifiers = ts.getCombinedModifierFlags(
          member.valueDeclaration ?? member.declarations?.[0],
        );
        return (
          !(modifiers & (ts.ModifierFlags.Private | ts.ModifierFlags.Protected)) &&
          !member.name.startsWith('#')
        );
      })
      .map((member) => member.name)
      .sort();
    return `class { ${members.join(', ')} }`;
  }
  if (kind === 'interface' || kind === 'type') {
    const type = checker.getDeclaredTypeOfSymbol(target);
    // A union or a literal reads best as written; an object as the names it holds.
    const asWritten =
      !(type.flags & ts.TypeFlags.Object) || checker.isTupleType(type) || checker.isArrayType(type);
    if (kind === 'type' && asWritten) {
      return `type = ${checker.typeToString(type, at, format | ts.TypeFormatFlags.InTypeAlias)}`;
    }
    const members = checker
      .getPropertiesOfType(type)
      .map((member) => member.name)
      .sort();
    return `${kind} { ${members.join(', ')} }`;
  }
  return `${kind}: ${checker.typeToString(checker.getTypeOfSymbolAtLocation(target, at), at, format)}`.replace(
    /import\("[^"]+"\)\./g,
    '',
  );
}

/** One line, without this machine's paths or the compiler's numbering of well-known symbols. */
const readable = (text) =>
  text
    .replace(/import\("[^"]+"\)\./g, '')
    .replace(/__@(\w+)@\d+/g, '[Symbol.$1]')
    .replace(/\s+/g, ' ');

/** The report's text, from the package's own `exports` map. */
export function apiReport() {
  const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
  const entries = Object.entries(pkg.exports).filter(([, file]) => file.endsWith('.ts'));
  const files = entries.map(([, file]) => path.join(root, file));
  const program = ts.createProgram(files, {
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    resolveJsonModule: true,
    strict: true,
    lib: ['lib.es2022.d.ts', 'lib.dom.d.ts'],
    types: [],
    noEmit: true,
  });
  const checker = program.getTypeChecker();
  const lines = [
    '# @glossy/canvas: the public surface',
    '',
    'Written by `npm run api-report -w @glossy/canvas`; checked by `test/api-report.test.ts`.',
  ];
  for (const [entry, file] of entries) {
    const source = program.getSourceFile(path.join(root, file));
    const module = checker.getSymbolAtLocation(source);
    const exports = module ? checker.getExportsOfModule(module) : [];
    lines.push('', `## \`${path.posix.join('@glossy/canvas', entry)}\` (${file})`, '');
    const rows = exports
      .map((symbol) => `- \`${symbol.name}\`: ${readable(describe(checker, symbol, source))}`)
      .sort();
    lines.push(...rows);
  }
  return `${lines.join('\n')}\n`;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  writeFileSync(reportPath, apiReport());
  console.log(`wrote ${path.relative(process.cwd(), reportPath)}`);
}
