// The body of POST /api/gate. The password is compared exactly as typed (no trimming), as the spec says.
import { z } from 'zod';
import { GATE_PASSWORD_MAX } from './gate-answer.ts';

export const gateAttemptSchema = z.object({
  password: z.string().min(1).max(GATE_PASSWORD_MAX),
});
export type GateAttempt = z.infer<typeof gateAttemptSchema>;
