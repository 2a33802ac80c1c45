// Messaging leads needs a verified sign-in address (issue 12). Where the agent meets the rule,
// the way to satisfy it is beside it (issue 46): the composer, Settings > Profile, the setup guide.

/** The error code beside the 403 a send answers while the agent's address is unverified. */
export const EMAIL_NOT_VERIFIED_CODE = 'email_not_verified';

export const VERIFY_EMAIL_FIRST = 'Verify your e-mail address before messaging leads: open the link we sent you, or send a new one.';

/** Where the verification link lands: the profile tab says the address is verified. */
export const EMAIL_VERIFIED_CALLBACK_PATH = '/settings?tab=profile&verified=1';
