import http from 'node:http';
import { LINKEDIN_API_PORT } from './ports.ts';

export type LinkedInPost = { author: string; commentary: string; version: string; tokenSubject: string };

/**
 * LinkedIn's Posts API on loopback: POST /rest/posts with a bearer token (the access token the
 * e2e OpenID provider issued at connect: a JWT whose subject is the connected member) and the
 * LinkedIn-Version header; it answers 201 with the post's urn in x-restli-id, as LinkedIn does.
 */
export async function startLinkedInPostsPeer() {
  const posts: LinkedInPost[] = [];
  const problems: string[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const token = req.headers.authorization?.replace(/^Bearer /, '') ?? '';
      const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8') || '{}') as { sub?: string };
      if (req.method !== 'POST' || req.url !== '/rest/posts' || !payload.sub || !req.headers['linkedin-version']) {
        problems.push(`${req.method} ${req.url}: ${payload.sub ? 'unexpected call' : 'no member token'}`);
        res.writeHead(payload.sub ? 404 : 401, { 'content-type': 'application/json' });
        return res.end(JSON.stringify({ message: 'Not found', status: 404 }));
      }
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { author: string; commentary: string };
      posts.push({
        author: body.author,
        commentary: body.commentary,
        version: String(req.headers['linkedin-version']),
        tokenSubject: payload.sub,
      });
      res.writeHead(201, { 'x-restli-id': `urn:li:share:7000${posts.length}` });
      res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(LINKEDIN_API_PORT, '127.0.0.1', resolve));
  return { posts, problems, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}
