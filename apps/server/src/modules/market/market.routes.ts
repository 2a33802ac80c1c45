import { Hono } from 'hono';
import { AreaParamSchema } from '@porchlight/domain/market/market-areas';
import { MarketPropertiesQuerySchema } from '@porchlight/domain/market/market-metrics';
import type { AppEnv } from '../../lib/app-env.ts';
import { validQuery } from '../../lib/validate.ts';
import type { MarketService } from './market.service.ts';

/** /api/market/areas, /api/market?area=zip:78701 and /api/market/properties?area=&metric= (or &month=&kind=). */
export function marketRoutes(service: MarketService) {
  return new Hono<AppEnv>()
    .get('/market/areas', async (c) => c.json(await service.areas(c.var.user.id)))
    .get('/market/properties', validQuery(MarketPropertiesQuerySchema), async (c) =>
      c.json(await service.properties(c.var.user.id, c.req.valid('query'))),
    )
    .get('/market', validQuery(AreaParamSchema), async (c) => c.json(await service.overview(c.var.user.id, c.req.valid('query').area)));
}
