/**
 * The typed shape of a connection's `options` (seed §2.2.1). Every object is loose: keys not listed here are
 * kept, because options are strategy-specific and PATCH replaces the whole object (dropping a key would wipe it).
 */
import * as z from 'zod/mini';

const oidcMetadataStrings = [
  'issuer', 'authorization_endpoint', 'token_endpoint', 'userinfo_endpoint', 'jwks_uri', 'registration_endpoint',
  'service_documentation', 'op_policy_uri', 'op_tos_uri', 'end_session_endpoint',
] as const;
const oidcMetadataBooleans = [
  'claims_parameter_supported', 'request_parameter_supported', 'request_uri_parameter_supported', 'require_request_uri_registration',
] as const;
const oidcMetadataArrays = [
  'scopes_supported', 'response_modes_supported', 'response_types_supported', 'grant_types_supported', 'acr_values_supported',
  'subject_types_supported', 'id_token_signing_alg_values_supported', 'id_token_encryption_alg_values_supported',
  'id_token_encryption_enc_values_supported', 'userinfo_signing_alg_values_supported', 'userinfo_encryption_alg_values_supported',
  'userinfo_encryption_enc_values_supported', 'request_object_signing_alg_values_supported',
  'request_object_encryption_alg_values_supported', 'request_object_encryption_enc_values_supported',
  'token_endpoint_auth_methods_supported', 'token_endpoint_auth_signing_alg_values_supported', 'display_values_supported',
  'claim_types_supported', 'claims_supported', 'claims_locales_supported', 'ui_locales_supported', 'dpop_signing_alg_values_supported',
] as const;

function keyed<K extends string, V extends z.ZodMiniType>(keys: readonly K[], value: V): Record<K, V> {
  return Object.fromEntries(keys.map((k) => [k, value])) as Record<K, V>;
}

export const CUSTOM_SCRIPT_NAMES = [
  'login', 'get_user', 'delete', 'change_password', 'verify', 'create', 'change_username', 'change_email', 'change_phone_number',
] as const;

export const OPTION_BOOLEANS = [
  'enable_script_context', 'enabledDatabaseCustomization', 'import_mode', 'api_enable_users', 'api_enable_groups', 'basic_profile',
  'ext_admin', 'ext_is_suspended', 'ext_agreed_terms', 'ext_groups', 'ext_assigned_plans', 'ext_profile',
  'disable_self_service_change_password', 'id_token_session_expiry_supported',
] as const;

/** Built on first use (z.lazy below): loading the module — so activating the extension — builds none of it. */
function buildConnectionOptionsSchema() {
  const bool = z.optional(z.boolean());
  const str = z.optional(z.string());
  const int = z.optional(z.int());
  const num = z.optional(z.number());
  // The service sends null for unset lists and objects (the SDK's types allow it): null is accepted back.
  const strings = z.optional(z.nullable(z.array(z.string())));
  const list = z.optional(z.nullable(z.array(z.unknown())));
  const obj = <S extends z.core.$ZodLooseShape>(shape: S) => z.optional(z.nullable(z.looseObject(shape)));
  const active = obj({ active: bool });
  const enabled = obj({ enabled: bool });
  const identifier = obj({ active: bool });
  const verification = obj({ verification: obj({ active: bool }) });
  return z.looseObject({
    validation: obj({ username: obj({ min: int, max: int }) }),
    non_persistent_attrs: strings,
    precedence: list,
    attributes: obj({
      email: obj({ identifier, unique: bool, profile_required: bool, signup: verification }),
      phone_number: obj({ identifier, profile_required: bool, signup: verification }),
      username: obj({
        identifier,
        profile_required: bool,
        signup: obj({}),
        validation: obj({
          min_length: num,
          max_length: num,
          allowed_types: obj({ email: bool, phone_number: bool }),
        }),
      }),
    }),
    ...keyed(OPTION_BOOLEANS, bool),
    configuration: obj({}),
    upstream_params: obj({}),
    customScripts: obj(keyed(CUSTOM_SCRIPT_NAMES, str)),
    authentication_methods: obj({ password: enabled, passkey: enabled, email_otp: enabled, phone_otp: enabled }),
    passkey_options: obj({ progressive_enrollment_enabled: bool, local_enrollment_enabled: bool }),
    password_complexity_options: obj({ min_length: int }),
    password_history: obj({ enable: bool, size: int }),
    password_no_personal_info: obj({ enable: bool }),
    password_dictionary: obj({ enable: bool, dictionary: strings }),
    set_user_root_attributes: str,
    gateway_authentication: obj({ method: str, audience: str, secret: str, subject: str, secret_base64_encoded: bool }),
    federated_connections_access_tokens: active,
    password_options: obj({
      complexity: obj({ min_length: int, character_types: list }),
      dictionary: obj({ active: bool, custom: strings }),
      history: obj({ active: bool, size: int }),
      profile_data: obj({ active: bool, blocked_fields: strings }),
    }),
    id_token_signed_response_algs: list,
    discovery_url: str,
    oidc_metadata: obj({
      ...keyed(oidcMetadataStrings, str),
      ...keyed(oidcMetadataBooleans, bool),
      ...keyed(oidcMetadataArrays, strings),
    }),
  });
}

export const connectionOptionsSchema = z.lazy(buildConnectionOptionsSchema);

export type ConnectionOptions = z.infer<typeof connectionOptionsSchema>;
