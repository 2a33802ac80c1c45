import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { buildScreenRenderer } from './prerender.mjs';
import { root } from './build-stamp.mjs';

const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'porchlight-prerender-'));
afterAll(() => fs.rmSync(dist, { recursive: true, force: true }));

describe("the build's renderers of the screens sent drawn", () => {
  it('are two modules with nothing to install beside them: the sign-in screens with the server\'s social buttons, and the signed-in screens read through fetch', async () => {
    const [file, signedIn] = await buildScreenRenderer(path.join(root, 'apps/web'), dist);
    expect(fs.readdirSync(path.dirname(file)).sort()).toEqual([path.basename(file), path.basename(signedIn)].sort());
    const screens = await import(pathToFileURL(file).href);
    expect(screens.PRERENDERED_PATHS).toEqual(['/signin', '/signup']);

    const signIn = screens.renderPrerenderedScreen('/signin', { socialProviders: [{ id: 'oidc', name: 'Acme SSO' }], chatWidgetSrc: null });
    expect(signIn).toMatch(/^<div inert="" class="contents"><main/);
    expect(signIn).toContain('Sign in to Porchlight');
    expect(signIn.replaceAll("<!-- -->", "")).toContain("Sign in with Acme SSO");
    const signUp = screens.renderPrerenderedScreen('/signup', { socialProviders: [], chatWidgetSrc: null });
    expect(signUp).toContain('Create your Porchlight account');
    expect(signUp).not.toContain(' with ');

    // The signed-in screens' renderer loads in Node with no browser around it, and reads the
    // session through `fetch` before anything else (the server answers it; the e2e journeys
    // draw the real dashboard through a real server).
    const signedInScreens = await import(pathToFileURL(signedIn).href);
    const asked = [];
    const realFetch = globalThis.fetch;
    globalThis.fetch = async (url) => {
      asked.push(String(url));
      return Response.json(null);
    };
    try {
      expect(await signedInScreens.renderSignedInScreen('/dashboard', { socialProviders: [], chatWidgetSrc: null })).toBeNull();
    } finally {
      globalThis.fetch = realFetch;
    }
    expect(asked).toEqual(['/api/auth/get-session']);
  }, 60_000);
});
