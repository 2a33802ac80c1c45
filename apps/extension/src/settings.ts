/** Where the extension is signed in: the server the agent typed, its device key, and whose key it is. */
export type SignIn = { server: string; key: string; agentName: string };

const KEY = 'porchlight.signIn';

/** Kept in the extension's own storage, on this device only (never synced). */
export async function readSignIn(): Promise<SignIn | null> {
  const stored = (await chrome.storage.local.get([KEY]))[KEY] as SignIn | undefined;
  return stored?.server && stored.key ? stored : null;
}

export const saveSignIn = (signIn: SignIn) => chrome.storage.local.set({ [KEY]: signIn });

export const forgetSignIn = () => chrome.storage.local.remove([KEY]);
