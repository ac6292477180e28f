// The rule the service applies too (rules/amount-range.ts: pure, dependency-free, shared by the service and the
// browser apps), so the console, the portal and the PDF report print an amount range alike: "100,000–1,000,000 EUR".
export { formatAmountRange } from '../../../rules/amount-range';
