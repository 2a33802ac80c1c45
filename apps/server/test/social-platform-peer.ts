import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { SocialPlatform } from '@porchlight/domain/social/social-platforms';

/** The tokens the peer accepts: each connected account's, and the Facebook page's own token. */
export const PEER_TOKENS = {
  facebook: 'fb-user-token',
  facebookPage: 'fb-page-token',
  instagram: 'ig-user-token',
  linkedin: 'li-member-token',
  x: 'x-user-token',
} as const;

export type PeerPost = { platform: SocialPlatform; path: string; body: Record<string, unknown> };

/**
 * A loopback HTTP server speaking the part of each platform's posting API we call: the Graph
 * API's /me/accounts, /{page}/feed and /photos, Instagram's /media, /media_publish and
 * permalink, LinkedIn's /rest/images upload and /rest/posts, X's /2/tweets. It checks the
 * bearer token and the body as the platform would; anything else is a recorded problem that
 * the tests assert is empty. Each platform's API_URL is `${url}/<platform>`.
 */
export async function startSocialPlatformPeer() {
  const posts: PeerPost[] = [];
  const problems: string[] = [];
  const uploads: { contentType: string; size: number }[] = [];
  /** The next publishing call of a platform answers this error instead. */
  const failNext = new Map<SocialPlatform, { status: number; body: unknown }>();
  let nextId = 1;

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://127.0.0.1');
      const [, platform, ...rest] = url.pathname.split('/') as [string, SocialPlatform, ...string[]];
      const path = `/${rest.join('/')}`;
      const raw = Buffer.concat(chunks);
      const answer = (status: number, body: unknown, headers: Record<string, string> = {}) => {
        res.writeHead(status, { 'content-type': 'application/json', ...headers });
        res.end(JSON.stringify(body));
      };
      const problem = (what: string) => {
        problems.push(`${platform} ${req.method} ${path}: ${what}`);
        answer(400, { error: { message: what } });
      };
      const token = req.headers.authorization?.replace(/^Bearer /, '');
      let body: Record<string, unknown> = {};
      if (req.method === 'POST') {
        try {
          body = JSON.parse(raw.toString('utf8') || '{}') as Record<string, unknown>;
        } catch {
          return problem('the body is not JSON');
        }
      }
      const publishing = (check: () => string | undefined, ok: () => void) => {
        const failure = failNext.get(platform);
        if (failure) {
          failNext.delete(platform);
          return answer(failure.status, failure.body);
        }
        const wrong = check();
        if (wrong) return problem(wrong);
        posts.push({ platform, path, body });
        ok();
      };
      const id = () => String(nextId++);

      if (platform === 'facebook' || platform === 'instagram') {
        const userToken = PEER_TOKENS[platform];
        if (req.method === 'GET' && path === '/me/accounts') {
          if (token !== userToken)
            return answer(401, { error: { message: 'Invalid OAuth access token.', type: 'OAuthException', code: 190 } });
          return answer(200, {
            data: [
              { id: 'page-1', name: 'Dana Realty', access_token: PEER_TOKENS.facebookPage, instagram_business_account: { id: 'ig-1' } },
            ],
          });
        }
        if (platform === 'facebook' && req.method === 'POST' && (path === '/page-1/feed' || path === '/page-1/photos')) {
          return publishing(
            () =>
              token !== PEER_TOKENS.facebookPage
                ? 'not the page token'
                : path.endsWith('/feed')
                  ? typeof body.message === 'string'
                    ? undefined
                    : 'no message'
                  : typeof body.url === 'string' && typeof body.caption === 'string'
                    ? undefined
                    : 'a photo needs url and caption',
            () => answer(200, path.endsWith('/feed') ? { id: `page-1_${id()}` } : { id: `photo-${id()}`, post_id: `page-1_${id()}` }),
          );
        }
        if (platform === 'instagram' && req.method === 'POST' && path === '/ig-1/media') {
          if (token !== userToken) return problem('not the user token');
          if (typeof body.image_url !== 'string' || typeof body.caption !== 'string')
            return problem('a container needs image_url and caption');
          return answer(200, { id: `container-${id()}` });
        }
        if (platform === 'instagram' && req.method === 'POST' && path === '/ig-1/media_publish') {
          return publishing(
            () =>
              token !== userToken
                ? 'not the user token'
                : String(body.creation_id ?? '').startsWith('container-')
                  ? undefined
                  : 'no creation_id',
            () => answer(200, { id: 'media-1' }),
          );
        }
        if (platform === 'instagram' && req.method === 'GET' && path === '/media-1')
          return answer(200, { permalink: 'https://www.instagram.com/p/porch1/', id: 'media-1' });
      }
      if (platform === 'linkedin') {
        if (token !== PEER_TOKENS.linkedin) return answer(401, { message: 'Invalid access token', status: 401 });
        if (req.method === 'PUT' && path.startsWith('/upload/')) {
          uploads.push({ contentType: String(req.headers['content-type']), size: raw.length });
          res.writeHead(201);
          return res.end();
        }
        if (!req.headers['linkedin-version']) return problem('no LinkedIn-Version header');
        if (req.method === 'POST' && path === '/rest/images' && url.searchParams.get('action') === 'initializeUpload') {
          const address = server.address() as AddressInfo;
          return answer(200, {
            value: { uploadUrl: `http://127.0.0.1:${address.port}/linkedin/upload/${id()}`, image: `urn:li:image:${nextId}` },
          });
        }
        if (req.method === 'POST' && path === '/rest/posts') {
          return publishing(
            () =>
              body.author !== 'urn:li:person:li-member-1'
                ? `wrong author ${String(body.author)}`
                : typeof body.commentary !== 'string' || body.lifecycleState !== 'PUBLISHED' || body.visibility !== 'PUBLIC'
                  ? 'not a post'
                  : undefined,
            () => answer(201, {}, { 'x-restli-id': `urn:li:share:${id()}` }),
          );
        }
      }
      if (platform === 'x' && req.method === 'POST' && path === '/2/tweets') {
        if (token !== PEER_TOKENS.x) return answer(401, { title: 'Unauthorized', detail: 'Unauthorized', status: 401 });
        return publishing(
          () => (typeof body.text === 'string' && Object.keys(body).length === 1 ? undefined : 'a tweet is {text}'),
          () => answer(201, { data: { id: `17${id()}`, text: body.text } }),
        );
      }
      problem('unexpected call');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    posts,
    problems,
    uploads,
    failNext,
    /** The env that points every platform's posting API (and its app keys) here. */
    env: Object.fromEntries(
      (['facebook', 'instagram', 'linkedin', 'x'] as const).flatMap((p) => [
        [`SOCIAL_${p.toUpperCase()}_CLIENT_ID`, `porchlight-${p}`],
        [`SOCIAL_${p.toUpperCase()}_CLIENT_SECRET`, `${p}-secret`],
        [`SOCIAL_${p.toUpperCase()}_API_URL`, `${url}/${p}`],
      ]),
    ),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
