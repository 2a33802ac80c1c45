import type { Infra } from '../../infra.ts';
import { createPropertyPhotosRepository } from './property-photos.repository.ts';
import { createPropertyPhotosService } from './property-photos.service.ts';

/** A property's photo gallery (issue 18). */
export const registerPropertyPhotos = ({ db }: Infra) => createPropertyPhotosService(createPropertyPhotosRepository(db));
