import { z } from 'zod';
import { provenanceShape } from './provenance';

/** GET visitor-information-center-flow (spec section 7): data, centers and date_time (+08:00). */
export const crowdFlowAnswerSchema = z.object({
  data: z.array(z.object({ center_id: z.number().int(), total: z.number().int().min(0) })),
  centers: z.array(z.object({ id: z.number().int(), name: z.string() })),
  date_time: z.string(),
  ...provenanceShape,
});
export type CrowdFlowAnswer = z.infer<typeof crowdFlowAnswerSchema>;
