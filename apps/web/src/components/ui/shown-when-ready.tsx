import type { ReactNode } from 'react';

/**
 * `children` mounted at once but shown only once `ready`, with `placeholder` until then: their
 * data loads meanwhile, and whatever appears above them once ready (the setup banner, the setup
 * guide) appears with them, never above a page already rendered, which would push it down (issue
 * 15). Shown, the wrapper makes no box.
 */
export function ShownWhenReady({ ready, placeholder, children }: { ready: boolean; placeholder: ReactNode; children: ReactNode }) {
  return (
    <>
      {ready ? null : placeholder}
      <div hidden={!ready} className={ready ? 'contents' : undefined}>
        {children}
      </div>
    </>
  );
}
