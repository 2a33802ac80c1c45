import { Hono } from 'hono';
import { SearchQuerySchema } from '@porchlight/domain/search/search-schemas';
import type { AppEnv } from '../../lib/app-env.ts';
import { validQuery } from '../../lib/validate.ts';
import type { SearchService } from './search.service.ts';

/** /api/search?q=&kind=&offset= (spec 001 §2/§5: the search box and the /search screen). */
export function searchRoutes(service: SearchService) {
  return new Hono<AppEnv>().get('/search', validQuery(SearchQuerySchema), async (c) =>
    c.json(await service.search(c.var.user.id, c.req.valid('query'))),
  );
}
