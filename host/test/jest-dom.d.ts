// Types of the jest-dom matchers the shared jest setup installs (toBeInTheDocument, toHaveAttribute, ...).
import '@testing-library/jest-dom';
