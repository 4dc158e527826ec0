/**
 * The authenticator app of the journeys: TOTP codes (RFC 6238, through otplib, as the shop checks
 * them) of a staff member's secret. The shop takes each time step's code once, and accepts one
 * step ahead of its clock: so each code here is of a step later than the last one used, waiting
 * for the clock when two sign-ins come within the same half-minute.
 */
import { generate } from 'otplib';

const STEP_SECONDS = 30;
const lastStep = new Map<string, number>();

export async function nextCode(secret: string): Promise<string> {
  const now = () => Math.floor(Date.now() / 1000 / STEP_SECONDS);
  const step = Math.max(now(), (lastStep.get(secret) ?? -1) + 1);
  // The shop accepts a code at most one step ahead of its clock.
  while (step > now() + 1) await new Promise((resolve) => setTimeout(resolve, 500));
  lastStep.set(secret, step);
  return generate({ secret, epoch: step * STEP_SECONDS });
}
