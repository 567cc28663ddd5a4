// Types of the @testing-library/jest-dom matchers that tools/jest/setup.ts installs for every test.
/// <reference types="@testing-library/jest-dom" />
