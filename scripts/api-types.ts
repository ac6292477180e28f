import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { CompletenessProfile, RequestedData } from '../src/http/schemas/verification.js';
import { buildOpenApiDocument } from '../src/openapi/openapi-document.js';
import { buildPortalOpenApiDocument } from '../src/openapi/portal-openapi-document.js';
import * as Draft from '../src/portal/application-draft.js';

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

/** The portal's types: its API's own OpenAPI document and the service's draft schemas; committed too. */
export const PORTAL_TYPES_FILE = fileURLToPath(new URL('../web/portal/api/service-types.ts', import.meta.url));

/**
 * The portal API's paths (requests and answers, from src/openapi/portal-openapi-document.ts), and as components
 * the schemas the portal's hand-written client needs beside them: the draft it saves (the same TypeBox schemas
 * the service validates it with; the answers carry the draft as stored, untyped), the profile's requirements and
 * the officer's request. So the portal gets them the way the console gets the API's: generated, never imported.
 */
export async function generatePortalTypes(): Promise<string> {
  const openapiTS = await loadOpenApiTs();
  // As TypeBox types them: a string with an `enum` is a string (the service checks the value, and the portal's
  // code passes names it reads from the profile).
  const plain = (schema: object) =>
    JSON.parse(JSON.stringify(schema), (_key, value: unknown) => {
      if (
        value !== null &&
        typeof value === 'object' &&
        'enum' in value &&
        (value as { type?: unknown }).type === 'string'
      ) {
        const { enum: _names, ...rest } = value as Record<string, unknown>;
        return rest;
      }
      return value;
    }) as object;
  const schemas: Record<string, object> = {
    Requirements: plain(CompletenessProfile.properties.requirements),
    RequestedData: plain(RequestedData),
  };
  const drafts = {
    ApplicationDraft: Draft.ApplicationDraft,
    DraftDocument: Draft.DraftDocument,
    DraftCompany: Draft.DraftCompany,
    DraftBankAccount: Draft.DraftBankAccount,
    DraftCryptoAddress: Draft.DraftCryptoAddress,
    DraftAddress: Draft.DraftAddress,
    DraftPerson: Draft.DraftPerson,
    DraftDirector: Draft.DraftDirector,
    DraftOwnership: Draft.DraftOwnership,
    DraftOwnershipEntity: Draft.DraftOwnershipEntity,
    DraftHolding: Draft.DraftHolding,
  };
  for (const [name, schema] of Object.entries(drafts)) schemas[name] = plain(schema);
  const portalApi = (await buildPortalOpenApiDocument()) as { components?: object };
  const document = { ...portalApi, components: { ...portalApi.components, schemas } };
  const ast = await openapiTS.default(document, { alphabetize: true });
  return HEADER.replace("service's OpenAPI document", "portal API's OpenAPI document") + openapiTS.astToString(ast);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  writeFileSync(API_TYPES_FILE, await generateApiTypes());
  console.error(`wrote ${API_TYPES_FILE}`);
  writeFileSync(PORTAL_TYPES_FILE, await generatePortalTypes());
  console.error(`wrote ${PORTAL_TYPES_FILE}`);
}
