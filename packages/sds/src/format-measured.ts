// Shared with the web through the contract (packages/contract/src/format-measured.ts).
export { formatMeasured } from '@openfds/contract/format-measured';
