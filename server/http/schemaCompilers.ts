import type { FastifyServerOptions } from 'fastify';
import { createRequire } from 'node:module';
import { validateRequest } from './validation';

type SchemaController = NonNullable<FastifyServerOptions['schemaController']>;
type CompilersFactory = NonNullable<SchemaController['compilersFactory']>;
type SerializerFactory = NonNullable<CompilersFactory['buildSerializer']>;

/**
 * Fastify's own response serializers (fast-json-stringify, with the same options and shared
 * schemas), built when a route first answers with a response schema: answers stay byte-identical.
 */
const serializeOnFirstUse: SerializerFactory = (externalSchemas, options) => (route) => {
  let serialize: ((data: unknown) => string) | undefined;
  return (data: unknown) => (serialize ??= defaultSerializers()(externalSchemas, options)(route))(data);
};

/**
 * Fastify's `schemaController` option. With both compilers given, Fastify loads neither its
 * default Ajv compiler (validateRequest replaces it) nor fast-json-stringify when it is created,
 * and every schema is compiled on its route's first use instead of in ready(), which stood
 * between the start and the first answer (issue 33 point 3).
 */
export const schemasCompiledOnFirstUse: SchemaController = {
  compilersFactory: {
    // Fastify's type names Ajv's compile function; Fastify itself calls any compiler it is given alike.
    buildValidator: (() => validateRequest) as unknown as CompilersFactory['buildValidator'],
    buildSerializer: serializeOnFirstUse,
  },
};

let loaded: SerializerFactory | undefined;

/**
 * Loads fast-json-stringify (and the Ajv it brings) ahead of the first answer that needs it: a
 * signed-in desktop's first requests (settings) would otherwise pay for it. Called once the server
 * answers and its start-up seed is done.
 */
export function loadResponseSerializers(): void {
  defaultSerializers();
}

/** Fastify's default serializer factory, loaded synchronously (a compiler cannot wait), from where Fastify itself finds it. */
function defaultSerializers(): SerializerFactory {
  if (loaded) return loaded;
  const fromFastify = createRequire(createRequire(import.meta.url).resolve('fastify'));
  const { SerializerSelector } = fromFastify('@fastify/fast-json-stringify-compiler') as { SerializerSelector: () => SerializerFactory };
  return (loaded = SerializerSelector());
}
