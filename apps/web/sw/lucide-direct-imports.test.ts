import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { iconFilesByName, importIconsDirectly, lucideIndexFile } from './lucide-direct-imports';

const index = [
  `import * as index from './icons/index.mjs';`,
  `export { index as icons };`,
  `export { default as Check, default as CheckIcon, default as LucideCheck } from './icons/check.mjs';`,
  `export { default as Home, default as HomeIcon, default as House, default as HouseIcon } from './icons/house.mjs';`,
  `export { default as ArrowUpRight } from "./icons/arrow-up-right.mjs";`,
  `export { LucideProvider, useLucideContext } from './context.mjs';`,
].join('\n');

describe("lucide-react's icons imported from their own files", () => {
  const files = iconFilesByName(index);

  it('maps every exported name of an icon, aliases included, to its file', () => {
    expect(Object.fromEntries(files)).toEqual({
      Check: 'check',
      CheckIcon: 'check',
      LucideCheck: 'check',
      Home: 'house',
      HomeIcon: 'house',
      House: 'house',
      HouseIcon: 'house',
      ArrowUpRight: 'arrow-up-right',
    });
  });

  it.each([
    ['one icon', `import { Check } from "lucide-react";`, `import Check from 'lucide-react/icons/check';`],
    ['an alias, renamed', `import { Home as HomeGlyph } from 'lucide-react'`, `import HomeGlyph from 'lucide-react/icons/house';`],
    [
      'several over lines',
      `import {\n  ArrowUpRight,\n  CheckIcon,\n} from "lucide-react";`,
      `import ArrowUpRight from 'lucide-react/icons/arrow-up-right'; import CheckIcon from 'lucide-react/icons/check';\n\n\n`,
    ],
    ['what is not an icon stays on the index', `import { Check, LucideProvider } from "lucide-react";`, `import Check from 'lucide-react/icons/check'; import { LucideProvider } from 'lucide-react';`],
    ['another package is left alone', `import { Check } from "lucide-react-native";`, `import { Check } from "lucide-react-native";`],
  ])('%s', (_, code, expected) => {
    expect(importIconsDirectly(code, files)).toBe(expected);
  });

  it('keeps every line where it was, so the source map still holds', () => {
    const code = `import {\n  Check,\n  House,\n} from "lucide-react";\nconst a = 1;\n`;
    const lines = importIconsDirectly(code, files).split('\n');
    expect(lines).toHaveLength(code.split('\n').length);
    expect(lines[4]).toBe('const a = 1;');
  });

  it("reads the installed package's index (a new format would quietly leave every icon on the index)", () => {
    const installed = iconFilesByName(fs.readFileSync(lucideIndexFile(), 'utf8'));
    expect(installed.size).toBeGreaterThan(1000);
    expect(installed.get('Check')).toBe('check');
    expect(installed.get('Home')).toBe('house');
    expect(fs.existsSync(path.join(path.dirname(lucideIndexFile()), 'icons/house.mjs'))).toBe(true);
  });
});
