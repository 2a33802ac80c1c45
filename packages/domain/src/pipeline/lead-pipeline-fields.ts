import { z } from 'zod';
import { optionalDate, optionalDollars } from '../properties/field-schemas.ts';

/** A lead's place in the pipeline: its stage, what the deal is worth (whole dollars) and when it should close. */
export const leadPipelineFields = {
  // Blank leaves the stage as it is: every lead has one (new leads get the first).
  stageId: z.preprocess((v) => (v === '' || v === null ? undefined : v), z.uuid({ error: 'Must be a stage id' }).optional()),
  dealValue: optionalDollars(),
  expectedCloseDate: optionalDate(),
};
