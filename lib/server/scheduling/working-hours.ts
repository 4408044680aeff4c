import '@/lib/server/only-on-server';
import { env } from '@/lib/env';
import { parseWorkingHours, type WorkingHours } from '@/lib/scheduling/working-hours';

// The parser lives in lib/scheduling, free of server imports, so lib/env.ts can run it at start-up.
export {
  parseWorkingHours,
  WorkingHoursError,
  type WorkingHours,
} from '@/lib/scheduling/working-hours';

/** This server's working hours (read from the environment on each call: env() is cached). */
export function salesWorkingHours(): WorkingHours {
  return parseWorkingHours(env());
}
