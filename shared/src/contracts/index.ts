// @phonesheet/shared/contracts: TypeBox schemas, texts and validators shared by the API and
// the browser. Plain TypeScript, no node imports.
export * from './schema-kit';
export * from './validation-texts';
export * from './messages';
export * from './envelope';
export * from './auth';
export * from './contact';
export * from './system';
export * from './validators';
export * from './password-rule';
export * from './phonesheet';
export * from './digest';
export * from './sheet-rules';
export * from './billing';
export * from './calendar';
export * from './push';
export * from './phone-system';
export * from './preferences';
export * from './notifications';
export * from './reports';
export * from './forwarding';
export * from './cross-remote-paths';
