import type { AppContext } from '../context.ts';
import type { JobDefinition } from './queue.ts';

/** Every background job of the platform. Each feature adds its definitions here. */
export function jobDefinitions(_ctx: Omit<AppContext, 'jobs'>): JobDefinition<any>[] {
  return [];
}
