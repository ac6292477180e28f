import { Type } from '@sinclair/typebox';
import { USER_ROLES } from '../../domain/user-role.js';
import { Nullable, TimestampText, Uuid } from './common.js';

export const User = Type.Object(
  {
    id: Uuid,
    email: Type.String({ format: 'email' }),
    name: Type.String(),
    role: Type.String({ enum: [...USER_ROLES] }),
    status: Type.String({
      enum: ['invited', 'active', 'deactivated'],
      description: 'invited until the user has set a password',
    }),
    mfa_enabled: Type.Boolean({
      description: 'The user has set up two-factor authentication with an authenticator app',
    }),
    passkey_count: Type.Integer({
      minimum: 0,
      description:
        'How many passkeys the user has; one or more is a second factor too (and signs in without a password)',
    }),
    created_at: TimestampText,
    updated_at: TimestampText,
  },
  { $id: 'User' },
);

export const Account = Type.Object(
  {
    id: Uuid,
    name: Type.String(),
    requires_qa: Type.Boolean({ description: 'Completion needs a second officer’s QA (four eyes)' }),
    require_review_marks: Type.Boolean({
      description:
        'Every review tab (company, directors, documents, risk) must stand marked reviewed before a case is sent ' +
        'to QA, completed or rejected (409 review_incomplete otherwise)',
    }),
    require_mfa: Type.Boolean({
      description: 'Every user must set up two-factor authentication; one without it does so at their next sign-in',
    }),
    retention_years: Type.Integer({
      minimum: 1,
      maximum: 30,
      description:
        'Years a case’s personal data is kept after the business relationship ends (offboarding); then the daily ' +
        'job erases it. Default 5 (EU AMLD article 40)',
    }),
    high_risk_jurisdictions: Type.Array(Type.String(), {
      description:
        'Jurisdiction codes the account marks as high risk (lower case, as jurisdiction.code); a corporate shareholder in one is a ' +
        'warning of a case’s ownership structure. Empty by default',
    }),
    screening_threshold: Type.Union([Type.Number({ minimum: 0, maximum: 1 }), Type.Null()], {
      description: 'The screening match threshold (0–1): hits scoring below it are not raised. null: the default',
    }),
    screening_monitoring_months: Type.Integer({
      minimum: 0,
      maximum: 120,
      description:
        'Months after its decision a case is still rescreened when a sanctions or PEP list changes (default 12)',
    }),
    created_at: TimestampText,
    updated_at: TimestampText,
  },
  { $id: 'Account' },
);

export const AccessToken = Type.Object(
  {
    id: Uuid,
    name: Type.String(),
    display_prefix: Type.String({ description: 'The first characters of the token, to tell tokens apart' }),
    created_at: TimestampText,
    last_used_at: Nullable(TimestampText),
    revoked_at: Nullable(TimestampText),
  },
  { $id: 'AccessToken' },
);

export const Session = Type.Object({
  user: Type.Ref(User),
  account: Type.Ref(Account),
  csrf_token: Type.String({ description: 'Send it as X-CSRF-Token on every write made with this session' }),
  expires_at: TimestampText,
  idle_expires_at: Type.String({
    format: 'date-time',
    description: 'When the session ends unless another request comes (30 minutes idle)',
  }),
  mfa_setup_required: Type.Boolean({
    description:
      'The account requires two-factor authentication and this user has not set it up: until they do, other ' +
      'routes answer 403 mfa_setup_required',
  }),
});

export const PasswordLinkAnswer = Type.Object({
  user: Type.Ref(User),
  set_password_url: Type.String({
    format: 'uri',
    description: 'A one-time link to set a password (valid 24 hours; earlier links of the user stop working)',
  }),
  set_password_expires_at: TimestampText,
});

export const PEOPLE_SCHEMAS = [User, Account, AccessToken];
