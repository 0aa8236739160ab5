// Request schemas for PATCH /connections/{id}: the body (additionalProperties false, enabled_clients,
// name and strategy rejected) and the typed parts of `options` from seed §2.2.1 (unknown option keys pass).
import { z } from 'zod';

const bool = z.boolean().optional();
const str = z.string().optional();
const int = z.number().int().optional();
const num = z.number().optional();
const strArr = z.array(z.string()).optional();
const anyArr = z.array(z.unknown()).optional();
const obj = <T extends z.ZodRawShape>(shape: T) => z.looseObject(shape).optional();
const shapeOf = <T extends z.ZodType>(keys: readonly string[], type: T) => Object.fromEntries(keys.map((k) => [k, type]));
const enabled = obj({ enabled: bool });
const identifier = obj({ active: bool });
const verification = obj({ verification: obj({ active: bool }) });

const BOOLEAN_OPTIONS = [
  'enable_script_context', 'enabledDatabaseCustomization', 'import_mode', 'api_enable_users', 'api_enable_groups', 'basic_profile',
  'ext_admin', 'ext_is_suspended', 'ext_agreed_terms', 'ext_groups', 'ext_assigned_plans', 'ext_profile',
  'disable_self_service_change_password', 'id_token_session_expiry_supported',
];
const SCRIPTS = ['login', 'get_user', 'delete', 'change_password', 'verify', 'create', 'change_username', 'change_email', 'change_phone_number'];
const OIDC_STRINGS = [
  'issuer', 'authorization_endpoint', 'token_endpoint', 'userinfo_endpoint', 'jwks_uri', 'registration_endpoint',
  'service_documentation', 'op_policy_uri', 'op_tos_uri', 'end_session_endpoint',
];
const OIDC_BOOLEANS = ['claims_parameter_supported', 'request_parameter_supported', 'request_uri_parameter_supported', 'require_request_uri_registration'];
const OIDC_ARRAYS = [
  'scopes_supported', 'response_modes_supported', 'response_types_supported', 'grant_types_supported', 'acr_values_supported',
  'subject_types_supported', 'id_token_signing_alg_values_supported', 'id_token_encryption_alg_values_supported',
  'id_token_encryption_enc_values_supported', 'userinfo_signing_alg_values_supported', 'userinfo_encryption_alg_values_supported',
  'userinfo_encryption_enc_values_supported', 'request_object_signing_alg_values_supported',
  'request_object_encryption_alg_values_supported', 'request_object_encryption_enc_values_supported',
  'token_endpoint_auth_methods_supported', 'token_endpoint_auth_signing_alg_values_supported', 'display_values_supported',
  'claim_types_supported', 'claims_supported', 'claims_locales_supported', 'ui_locales_supported', 'dpop_signing_alg_values_supported',
];

export const connectionOptionsSchema = z.looseObject({
  validation: obj({ username: obj({ min: int, max: int }) }),
  non_persistent_attrs: strArr,
  precedence: anyArr,
  attributes: obj({
    email: obj({ identifier, unique: bool, profile_required: bool, signup: verification }),
    phone_number: obj({ identifier, profile_required: bool, signup: verification }),
    username: obj({
      identifier, profile_required: bool, signup: z.looseObject({}).optional(),
      validation: obj({ min_length: num, max_length: num, allowed_types: obj({ email: bool, phone_number: bool }) }),
    }),
  }),
  ...shapeOf(BOOLEAN_OPTIONS, bool),
  configuration: z.looseObject({}).optional(),
  upstream_params: z.looseObject({}).optional(),
  customScripts: obj(shapeOf(SCRIPTS, str)),
  authentication_methods: obj({ password: enabled, passkey: enabled, email_otp: enabled, phone_otp: enabled }),
  passkey_options: obj({ progressive_enrollment_enabled: bool, local_enrollment_enabled: bool }),
  password_complexity_options: obj({ min_length: int }),
  password_history: obj({ enable: bool, size: int }),
  password_no_personal_info: obj({ enable: bool }),
  password_dictionary: obj({ enable: bool, dictionary: strArr }),
  set_user_root_attributes: str,
  gateway_authentication: obj({ method: str, audience: str, secret: str, subject: str, secret_base64_encoded: bool }),
  federated_connections_access_tokens: obj({ active: bool }),
  password_options: obj({
    complexity: obj({ min_length: int, character_types: anyArr }),
    dictionary: obj({ active: bool, custom: strArr }),
    history: obj({ active: bool, size: int }),
    profile_data: obj({ active: bool, blocked_fields: strArr }),
  }),
  id_token_signed_response_algs: anyArr,
  discovery_url: str,
  oidc_metadata: obj({ ...shapeOf(OIDC_STRINGS, str), ...shapeOf(OIDC_BOOLEANS, bool), ...shapeOf(OIDC_ARRAYS, strArr) }),
});

export const METADATA_MAX_PROPERTIES = 10;

export const metadataSchema = z.record(z.string(), z.string().max(255)).superRefine((value, check) => {
  const count = Object.keys(value).length;
  if (count > METADATA_MAX_PROPERTIES) {
    check.addIssue({ code: 'custom', message: `Too many properties defined (${count}), maximum ${METADATA_MAX_PROPERTIES}` });
  }
});

export const connectionPatchSchema = z.strictObject({
  display_name: z.string().max(128).optional(),
  options: connectionOptionsSchema.nullable().optional(),
  is_domain_connection: z.boolean().optional(),
  show_as_button: z.boolean().optional(),
  realms: z.array(z.string().min(1)).optional(),
  metadata: metadataSchema.optional(),
  authentication: z.strictObject({ active: z.boolean() }).optional(),
  connected_accounts: z.strictObject({ active: z.boolean(), cross_app_access: z.boolean().optional() }).optional(),
  cross_app_access_requesting_app: z.strictObject({ active: z.boolean() }).optional(),
});

export type ConnectionPatch = z.output<typeof connectionPatchSchema>;
