// The checkout feature's public face for the cart panel: the Continue section (scaffolding until the checkout work lands).
export { ContinueSection, type ContinueSectionProps } from './components/continue-section';
