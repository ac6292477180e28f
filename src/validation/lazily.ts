/**
 * Fastify compiles every route's response serializers (fast-json-stringify) and request validators (Ajv) while it
 * boots: with this API's schemas that was most of the start-up time and a good part of the idle memory. These
 * compile each one on its first use instead: a route never called costs nothing, and the first call of a route
 * pays a few milliseconds once.
 */
export type Compiled = ((data: unknown) => unknown) & { errors?: unknown };

export function lazily<F extends Compiled>(compile: () => F): Compiled {
  let compiled: F | null = null;
  const run: Compiled = (data: unknown) => {
    compiled ??= compile();
    const result = compiled(data);
    // Fastify reads a failed validation's errors from the function it was given.
    run.errors = compiled.errors;
    return result;
  };
  return run;
}
