// Which conditions a person sees (spec 001 §5): only known categories, oldest first.
import type { ConditionsConfig } from '../types/conditions';
import type { Condition } from './condition';

const createdAt = (condition: Condition) => {
  const time = Date.parse(condition.created);
  // An unreadable date sorts last rather than breaking the order of the others.
  return Number.isNaN(time) ? Number.POSITIVE_INFINITY : time;
};

/** Conditions of the categories the config maps, by creation date ascending (ties keep their order). */
export function knownConditions(conditions: readonly Condition[], config: Pick<ConditionsConfig, 'categories'>): Condition[] {
  return conditions
    .filter((condition) => Object.hasOwn(config.categories, condition.categoryEnum))
    .sort((a, b) => createdAt(a) - createdAt(b));
}

/** The ones still waiting on the person. */
export const openConditions = (conditions: readonly Condition[]): Condition[] => conditions.filter((c) => c.actionNeeded);
