import type { Infra } from '../../infra.ts';
import { createMarketRepository } from './market.repository.ts';
import { createMarketService } from './market.service.ts';

/** Market figures: read from the book only. */
export const registerMarket = ({ db }: Infra) => createMarketService({ repo: createMarketRepository(db) });
