// The body of POST /api/gate. The password is compared exactly as typed (no trimming), as the spec says.
// zod/mini, as in every function's code: the full zod API would double the gate function's cold start.
import * as z from 'zod/mini';
import { GATE_PASSWORD_MAX } from './gate-answer.ts';

export const gateAttemptSchema = z.object({
  password: z.string().check(z.minLength(1), z.maxLength(GATE_PASSWORD_MAX)),
});
export type GateAttempt = z.infer<typeof gateAttemptSchema>;
