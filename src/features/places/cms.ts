/**
 * What Payload's config takes from the places feature: the travel facts' codes and the rules a save must follow,
 * without the feature's pages.
 */
export { VARIANT_KINDS, WEEKDAYS } from './hours'
export type { VariantKind, Weekday } from './hours'
export {
  ACCESS_FACTS,
  FACILITIES,
  FACT_VALUES,
  FEE_KINDS,
  HOURS_KINDS,
  RESERVED_PLACE_KEYS,
  SURFACES,
  travelProblemMessage,
  travelProblems,
  VISITOR_TYPES,
} from './travel'
export type { AccessFact, Facility, Surface, VisitorType } from './travel'
