export { runStandalone } from './run-standalone';
export { StandaloneShell } from './StandaloneShell';
