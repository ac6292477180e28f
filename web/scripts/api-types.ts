import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';
import { buildOpenApiDocument } from '../../src/openapi/openapi-document.js';

/** Where the generated types live; committed, and a test fails when they no longer match the service. */
export const API_TYPES_FILE = fileURLToPath(new URL('../shared/api-types.ts', import.meta.url));

const HEADER =
  "// Generated from the service's OpenAPI document by `npm run api-types`. Do not edit by hand.\n" +
  '/* biome-ignore-all lint: generated code */\n';

/** TypeScript types for every path and schema of `/api/v1`, as openapi-typescript renders them. */
export async function generateApiTypes(): Promise<string> {
  const document = (await buildOpenApiDocument()) as Parameters<typeof openapiTS>[0];
  const ast = await openapiTS(document, { alphabetize: true });
  return HEADER + astToString(ast);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  writeFileSync(API_TYPES_FILE, await generateApiTypes());
  console.error(`wrote ${API_TYPES_FILE}`);
}
