// Test helpers for every package's tests ("@phonesheet/shared/testing"); never import from production code.
export { blobText, mockFetch, sampleUser } from './mock-fetch';
export type { FetchHandler, FetchRoutes, MockAnswer, RecordedCall } from './mock-fetch';
export { basicPlanLimit } from './plan-limits';
export { createTestStore } from './test-store';
export type { TestStoreOptions } from './test-store';
export { renderWithRouter } from './render-with-router';
export type { RenderWithRouterOptions } from './render-with-router';
export { renderWithStore } from './render-with-store';
export { checkRemoteContract } from './remote-contract';
