import { Hono } from 'hono';
import { AreaParamSchema } from '@porchlight/domain/market/market-areas';
import { MarketPropertiesQuerySchema } from '@porchlight/domain/market/market-metrics';
import type { AppEnv } from '../../lib/app-env.ts';
import { parseQuery } from '../../lib/validate.ts';
import type { MarketService } from './market.service.ts';

/** /api/market/areas, /api/market?area=zip:78701 and /api/market/properties?area=&metric= (or &month=&kind=). */
export function marketRoutes(service: MarketService) {
  return new Hono<AppEnv>()
    .get('/market/areas', async (c) => c.json(await service.areas(c.var.user.id)))
    .get('/market/properties', async (c) => c.json(await service.properties(c.var.user.id, parseQuery(c, MarketPropertiesQuerySchema))))
    .get('/market', async (c) => c.json(await service.overview(c.var.user.id, parseQuery(c, AreaParamSchema).area)));
}
