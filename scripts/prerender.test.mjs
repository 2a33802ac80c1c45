import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { buildScreenRenderer } from './prerender.mjs';
import { root } from './build-stamp.mjs';

const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'porchlight-prerender-'));
afterAll(() => fs.rmSync(dist, { recursive: true, force: true }));

describe("the build's renderer of the sign-in screens", () => {
  it('is one module that draws each screen with the server\'s social sign-in buttons, with nothing to install beside it', async () => {
    const file = await buildScreenRenderer(path.join(root, 'apps/web'), dist);
    expect(fs.readdirSync(path.dirname(file))).toEqual([path.basename(file)]);
    const screens = await import(pathToFileURL(file).href);
    expect(screens.PRERENDERED_PATHS).toEqual(['/signin', '/signup']);

    const signIn = screens.renderPrerenderedScreen('/signin', { socialProviders: [{ id: 'oidc', name: 'Acme SSO' }], chatWidgetSrc: null });
    expect(signIn).toMatch(/^<div inert="" class="contents"><main/);
    expect(signIn).toContain('Sign in to Porchlight');
    expect(signIn.replaceAll("<!-- -->", "")).toContain("Sign in with Acme SSO");
    const signUp = screens.renderPrerenderedScreen('/signup', { socialProviders: [], chatWidgetSrc: null });
    expect(signUp).toContain('Create your Porchlight account');
    expect(signUp).not.toContain(' with ');
  }, 60_000);
});
