// The service's own rule (src/domain/amount-range.ts, pure and dependency-free), so the console, the portal and
// the PDF report print an amount range alike: "100,000–1,000,000 EUR".
export { formatAmountRange } from '../../../src/domain/amount-range';
