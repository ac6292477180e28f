import { Type } from '@sinclair/typebox';
import { DateOrEmpty, TimestampText, Uuid } from './common.js';

export const Attachment = Type.Object({
  id: Uuid,
  attachment_type: Type.String({ examples: ['main'] }),
  created_at: TimestampText,
  updated_at: TimestampText,
  filename: Type.String(),
  filesize: Type.Integer(),
  mime: Type.String(),
  urls: Type.Object({
    thumb: Type.String({ format: 'uri' }),
    medium: Type.String({ format: 'uri' }),
    original: Type.String({ format: 'uri' }),
  }),
});

export const DocumentRecord = Type.Object(
  {
    id: Uuid,
    purposes: Type.Array(Type.String(), { examples: [['personal_document']] }),
    created_at: TimestampText,
    updated_at: TimestampText,
    document: Type.Object({
      id: Uuid,
      country_of_issue: Type.String({ description: 'two-letter country code, or "" when not given' }),
      name: Type.String(),
      number: Type.String({ description: 'or "" when not given' }),
      document_type: Type.String({ examples: ['passport'] }),
      date_of_issue: DateOrEmpty,
      expiration_date: DateOrEmpty,
      created_at: TimestampText,
      updated_at: TimestampText,
      attachments: Type.Array(Attachment),
    }),
  },
  { $id: 'DocumentRecord' },
);
