// Types for the jest-dom matchers that build/jest.setup-dom.ts installs.
/// <reference types="@testing-library/jest-dom" />
