import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { buildOpenApiDocument } from '../src/openapi/openapi-document.js';

/** Where the generated types live; committed, and a test fails when they no longer match the service. */
export const API_TYPES_FILE = fileURLToPath(new URL('../web/shared/api-types.ts', import.meta.url));

const HEADER =
  "// Generated from the service's OpenAPI document by `npm run api-types`. Do not edit by hand.\n" +
  '/* biome-ignore-all lint: generated code */\n';

/**
 * openapi-typescript is the web workspace's tool (it needs the TypeScript compiler API, which the root's native
 * TypeScript 7 lacks), so it is loaded from there; this script lives at the root because it reads the service's
 * own OpenAPI document, which the browser apps themselves never import.
 */
interface OpenApiTs {
  default(document: object, options: { alphabetize: boolean }): Promise<unknown>;
  astToString(ast: unknown): string;
}
async function loadOpenApiTs(): Promise<OpenApiTs> {
  const fromWeb = createRequire(new URL('../web/package.json', import.meta.url));
  return (await import(pathToFileURL(fromWeb.resolve('openapi-typescript')).href)) as OpenApiTs;
}

/** TypeScript types for every path and schema of `/api/v1`, as openapi-typescript renders them. */
export async function generateApiTypes(): Promise<string> {
  const openapiTS = await loadOpenApiTs();
  const ast = await openapiTS.default((await buildOpenApiDocument()) as object, { alphabetize: true });
  return HEADER + openapiTS.astToString(ast);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  writeFileSync(API_TYPES_FILE, await generateApiTypes());
  console.error(`wrote ${API_TYPES_FILE}`);
}
