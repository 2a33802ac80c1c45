/** A picture of the post: its public address (signed, or the property's photo) and its bytes for platforms that take an upload. */
export type PostImage = { url: string; read: () => Promise<{ bytes: Buffer; contentType: string }> };

/** What one account publishes, with the connected account's token and the platform's id of its owner. */
export type PublishRequest = {
  apiUrl: string;
  token: string;
  authorId: string | null;
  text: string;
  /** The property's listing page, when the post is about one. */
  link: string | null;
  images: PostImage[];
  signal?: AbortSignal;
};

/** The published post: the platform's id and its address for people. */
export type Published = { externalId: string; url: string };

/** Each platform's posting API behind one shape (CONVENTIONS 17: providers behind one small interface). */
export type SocialPublisher = (request: PublishRequest) => Promise<Published>;

/**
 * A refusal in words the agent can act on. `isRetryable` when trying again later may work (the
 * platform was down or busy); a refused token or post fails at once, for the agent to fix.
 */
export class PublishError extends Error {
  constructor(
    message: string,
    readonly isRetryable = false,
  ) {
    super(message);
    this.name = 'PublishError';
  }
}
