// The domain compiles against ES2023 alone (no DOM, no Node): the corpus test reads files and
// decodes bytes with what Node and browsers both have, declared here to the extent it is used.
declare class TextDecoder {
  constructor(label?: string, options?: { fatal?: boolean; ignoreBOM?: boolean });
  decode(input?: Uint8Array): string;
}

// Vitest runs the tests on Node: the corpus test lists and reads test-data files with node:fs.
// eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- ImportMeta is augmented, which only an interface can be
interface ImportMeta {
  readonly url: string;
}
declare module 'node:fs' {
  export function readFileSync(path: URL): Uint8Array;
  export function readdirSync(path: URL): string[];
}

declare class TextEncoder {
  encode(input?: string): Uint8Array;
}
