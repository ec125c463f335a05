/**
 * `describe` when the service a block needs is there; otherwise skipped, with a printed line
 * that names what is missing and how to provide it (CI provides both PostgreSQL and Redis).
 */
export function describeWhen(available: boolean, missing: string, name: string, body: () => void): void {
  if (available) {
    describe(name, body);
    return;
  }
  console.log(`skipped (${missing}): ${name}`);
  describe.skip(name, body);
}
