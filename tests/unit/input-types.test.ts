import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * Every `<input>` (and the forms' `TextField`, which renders one) names its type as an attribute:
 * a missing type is a text field only by the browser's default, which a reader of the code, an
 * audit or a spread of props cannot see. A type that only arrives inside a spread does not count.
 */
const root = path.resolve(__dirname, '../..');
const checkedTags = new Set(['input', 'TextField']);

function tsxFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return tsxFiles(full);
    return entry.name.endsWith('.tsx') ? [full] : [];
  });
}

/** `file:line <tag>` of each checked element without a `type` attribute of its own. */
export function untypedInputs(file: string, source: string): string[] {
  const tree = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isJsxOpeningElement(node) || ts.isJsxSelfClosingElement(node)) {
      const tag = node.tagName.getText(tree);
      const typed = node.attributes.properties.some(
        (attribute) => ts.isJsxAttribute(attribute) && attribute.name.getText(tree) === 'type',
      );
      if (checkedTags.has(tag) && !typed) {
        const { line } = tree.getLineAndCharacterOfPosition(node.getStart(tree));
        found.push(`${path.relative(root, file)}:${line + 1} <${tag}>`);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(tree);
  return found;
}

describe('inputs name their type', () => {
  it('finds an input without one (the check itself works)', () => {
    expect(untypedInputs('x.tsx', 'const a = <input id="q" {...props} />;')).toEqual(['x.tsx:1 <input>']);
    expect(untypedInputs('x.tsx', 'const a = <TextField id="q" inputProps={{ type: "text" }} />;')).toEqual([
      'x.tsx:1 <TextField>',
    ]);
    expect(untypedInputs('x.tsx', 'const a = <input type="search" name="q" />;')).toEqual([]);
  });

  it('every <input> and TextField in components/ and app/ has a type attribute', () => {
    const files = [...tsxFiles(path.join(root, 'components')), ...tsxFiles(path.join(root, 'app'))];
    expect(files.length).toBeGreaterThan(50);
    expect(files.flatMap((file) => untypedInputs(file, readFileSync(file, 'utf8')))).toEqual([]);
  });
});
