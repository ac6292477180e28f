import { Type } from '@sinclair/typebox';
import { Nullable, Uuid } from './common.js';

export const Jurisdiction = Type.Object({
  id: Uuid,
  code: Type.String({ description: 'lower-case ISO 3166-1 alpha-2 code', examples: ['gb'] }),
  name: Type.String(),
  country: Type.String(),
  full_name: Type.String(),
});

export const CompanyType = Type.Object({
  id: Uuid,
  short_name: Type.String(),
  full_name: Type.String(),
  description: Type.String(),
  source: Nullable(Type.String()),
  source_url: Nullable(Type.String()),
  jurisdiction_code: Type.String(),
});

export const IndustryMain = Type.Object({
  key: Type.Integer(),
  value: Type.String(),
  industry: Type.String(),
  keywords: Type.Array(Type.String()),
});

export const Industry = Type.Object({
  main: Nullable(IndustryMain),
  description: Nullable(Type.String()),
  additional_keys: Nullable(Type.Array(Type.Integer())),
});
