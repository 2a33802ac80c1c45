import { describe, expect, it } from 'vitest';
import { shellChunkGroup, type GraphModule } from './shell-chunk-group';

/**
 * A small app: the entry (main) imports the router (route-modules), which lazily imports the
 * shell, the dashboard, the leads screen and the sign-in screen. `dynamic` lists who imports a
 * module lazily, `by` who imports it statically.
 */
function graphOf(modules: Record<string, { by?: string[]; dynamic?: string[]; entry?: boolean }>) {
  return (id: string): GraphModule | null => {
    const m = modules[id];
    return m ? { importers: m.by ?? [], dynamicImporters: m.dynamic ?? [], isEntry: m.entry ?? false } : null;
  };
}

const app = {
  main: { entry: true },
  'route-modules': { by: ['main'] },
  shell: { dynamic: ['route-modules'] },
  dashboard: { dynamic: ['route-modules'] },
  leads: { dynamic: ['route-modules'] },
  signin: { dynamic: ['route-modules'] },
  react: { by: ['main', 'shell', 'signin'] },
  sidebar: { by: ['shell'] },
  'bell-icon': { by: ['sidebar'] },
  'check-icon': { by: ['sidebar', 'signin'] },
  'account-popup': { dynamic: ['sidebar'] },
  'popup-only': { by: ['account-popup'] },
  card: { by: ['dashboard', 'leads'] },
  'metric-card': { by: ['dashboard'] },
  'chat-widget': { dynamic: ['main'] },
  'chat-icon': { by: ['chat-widget', 'sidebar'] },
  'import-dialog': { dynamic: ['sidebar', 'signin'] },
  'import-parts': { by: ['import-dialog', 'sidebar'] },
};

describe("the shell's chunk group", () => {
  const signedIn = new Set(['dashboard', 'leads']);
  const belongs = shellChunkGroup('shell', 'dashboard', (root) => signedIn.has(root));
  const graph = graphOf(app);

  it.each([
    ['sidebar', true, 'only the shell imports it'],
    ['bell-icon', true, 'only the shell imports it, through the sidebar'],
    ['card', true, 'the dashboard and another signed-in screen share it'],
    ['popup-only', false, "a lazy popup's own module stays with the popup"],
    ['check-icon', false, 'the sign-in screen shares it'],
    ['react', false, 'the entry loads it'],
    ['chat-icon', false, 'a lazy part the entry loads (on any page) shares it'],
    ['import-parts', false, 'a lazy part the sign-in screen can load shares it'],
    ['metric-card', false, "the landing screen's own module stays in its chunk"],
    ['shell', false, "the shell's module keeps its own chunk"],
    ['signin', false, 'a public screen'],
    ['unknown', false, 'a module the graph does not know'],
  ])('%s: %s (%s)', (id, expected) => {
    expect(belongs(id, graph)).toBe(expected);
  });

  it('takes a module whose lazy importer only loads inside the shell', () => {
    const graphWithInnerLazy = graphOf({ ...app, 'inner-lazy': { dynamic: ['sidebar'] }, 'inner-part': { by: ['inner-lazy', 'sidebar'] } });
    expect(shellChunkGroup('shell', 'dashboard', (root) => signedIn.has(root))('inner-part', graphWithInnerLazy)).toBe(true);
  });

  it('ends on a cycle of lazy imports', () => {
    const cyclic = graphOf({ ...app, a: { dynamic: ['b'], by: ['sidebar'] }, b: { dynamic: ['a'] }, part: { by: ['a', 'b'] } });
    expect(() => shellChunkGroup('shell', 'dashboard', () => false)('part', cyclic)).not.toThrow();
  });
});
