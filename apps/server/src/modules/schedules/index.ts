// The schedules module's public file: what other code may import from it (docs/architecture.md#modules).
export { pushOpeningHours } from './push-opening-hours';
