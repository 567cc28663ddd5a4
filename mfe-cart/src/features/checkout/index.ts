// The checkout feature's public face for the cart panel: the Continue section (store status, invoice and minimum rules,
// and the continue flow's dialogs). The /payment page's pieces have their own face (./payment), so the panel's chunk
// does not carry them.
export { ContinueSection, type ContinueSectionProps } from './components/continue-section';
export { continueState, type ContinueState } from './utils/continue-rules';
