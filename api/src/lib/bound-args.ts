// A service lists each method as a named function of its module given the service's context
// (`purchase: (...a: Rest<typeof purchase>) => purchase(ctx, ...a)`), so go to definition from a
// route's call lands on the function. These name the arguments the caller still passes.

/** A function's arguments after its first (the context). */
export type Rest<F> = F extends (a: never, ...rest: infer R) => unknown ? R : never;
/** A function's arguments after its first two (the context and one more shared part). */
export type Args<F> = F extends (a: never, b: never, ...rest: infer R) => unknown ? R : never;
