// Fastify's response serializers, compiled on a route's first use (the deferral itself: validation/lazily.ts).
import { SerializerSelector } from '@fastify/fast-json-stringify-compiler';
import { type Compiled, lazily } from '../../validation/lazily.js';

type SerializerFactory = ReturnType<typeof SerializerSelector>;

/** Fastify's own serializer compiler (fast-json-stringify, with the shared schemas), deferred per route. */
export function lazySerializerFactory(): SerializerFactory {
  const eager = SerializerSelector();
  return ((externalSchemas: unknown, options: unknown) => {
    const compile = (eager as (s: unknown, o: unknown) => (route: unknown) => Compiled)(externalSchemas, options);
    return (route: unknown) => lazily(() => compile(route));
  }) as unknown as SerializerFactory;
}
