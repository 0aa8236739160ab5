/**
 * The typed shape of a connection's `options`, as the service's contract describes it (ConnectionPropertiesOptions,
 * UpdateConnectionOptions) plus the database options the newer SDK types (brute_force_protection, disable_signup,
 * requires_username). The options object itself is open: other keys are strategy-specific and kept, because PATCH
 * replaces the whole object (dropping a key would wipe it). The typed parts are exactly as strict as the service:
 * an enum, a bound, a required key or a key it does not take is refused before sending.
 */
import * as z from 'zod/mini';
import { lazySchemas } from '../../api/lazySchemas';

export const CUSTOM_SCRIPT_NAMES = [
  'login', 'get_user', 'delete', 'change_password', 'verify', 'create', 'change_username', 'change_email', 'change_phone_number',
] as const;

export const OPTION_BOOLEANS = [
  'enable_script_context', 'enabledDatabaseCustomization', 'import_mode', 'api_enable_users', 'api_enable_groups', 'basic_profile',
  'ext_admin', 'ext_is_suspended', 'ext_agreed_terms', 'ext_groups', 'ext_assigned_plans', 'ext_profile',
  'disable_self_service_change_password',
  // The SDK's database options (newer than the contract, which leaves them untyped).
  'brute_force_protection', 'disable_signup', 'requires_username',
] as const;

export const PASSWORD_POLICIES = ['none', 'low', 'fair', 'good', 'excellent'] as const;
const SIGNING_ALGS = ['ES256', 'ES384', 'PS256', 'PS384', 'RS256', 'RS384', 'RS512'] as const;
const UPSTREAM_ALIASES = [
  'acr_values', 'audience', 'client_id', 'display', 'id_token_hint', 'login_hint', 'max_age', 'prompt', 'resource', 'response_mode',
  'response_type', 'ui_locales',
] as const;

function keyed<K extends string, V extends z.ZodMiniType>(keys: readonly K[], value: V): Record<K, V> {
  return Object.fromEntries(keys.map((k) => [k, value])) as Record<K, V>;
}

/** Built on first use (lazySchemas): some 250 zod schemas, the largest group of the extension. */
export const { connectionOptionsSchema } = lazySchemas(() => {
  const opt = <T extends z.ZodMiniType>(t: T) => z.optional(t);
  const orNull = <T extends z.ZodMiniType>(t: T) => z.optional(z.nullable(t));
  const bool = opt(z.boolean());
  const int = (min: number, max?: number) => z.int().check(z.minimum(min), ...(max === undefined ? [] : [z.maximum(max)]));
  const shortStrings = (max: number) => opt(z.array(z.string().check(z.maxLength(max))));
  const enabled = opt(z.strictObject({ enabled: bool }));
  const identifier = (methods: readonly [string, ...string[]]) => opt(z.strictObject({ active: bool, default_method: opt(z.enum(methods)) }));
  const signupStatus = opt(z.enum(['required', 'optional', 'inactive']));
  const signupVerified = opt(z.strictObject({ status: signupStatus, verification: opt(z.strictObject({ active: bool })) }));
  const policy = (values: readonly [string, ...string[]]) => opt(z.enum(values));
  const connectionOptionsSchema = z.looseObject({
    validation: orNull(z.strictObject({ username: orNull(z.strictObject({ min: z.int().check(z.minimum(1)), max: z.int().check(z.maximum(128)) })) })),
    non_persistent_attrs: orNull(z.array(z.string())),
    precedence: opt(z.array(z.enum(['email', 'phone_number', 'username'])).check(z.minLength(3))),
    attributes: opt(z.strictObject({
      email: opt(z.strictObject({ identifier: identifier(['password', 'email_otp']), unique: bool, profile_required: bool, verification_method: opt(z.enum(['link', 'otp'])), signup: signupVerified })),
      // The contract reuses the email identifier's methods; the SDK's (newer) are password and phone_otp: both pass.
      phone_number: opt(z.strictObject({ identifier: identifier(['password', 'email_otp', 'phone_otp']), profile_required: bool, signup: signupVerified })),
      username: opt(z.strictObject({
        identifier: identifier(['password', 'email_otp']),
        profile_required: bool,
        signup: opt(z.strictObject({ status: signupStatus })),
        validation: opt(z.strictObject({
          min_length: opt(z.number().check(z.minimum(1), z.maximum(128))),
          max_length: opt(z.number().check(z.minimum(1), z.maximum(128))),
          allowed_types: opt(z.strictObject({ email: bool, phone_number: bool })),
        })),
      })),
    }).check(z.refine((a) => Object.keys(a).length > 0, { message: 'must set at least one of email, phone_number, username' }))),
    ...keyed(OPTION_BOOLEANS, bool),
    configuration: orNull(z.record(z.string(), z.nullable(z.string()))),
    customScripts: opt(z.looseObject(keyed(CUSTOM_SCRIPT_NAMES, opt(z.string().check(z.minLength(1)))))),
    authentication_methods: orNull(z.strictObject({
      password: opt(z.strictObject({ enabled: bool, api_behavior: policy(['required', 'optional']), signup_behavior: policy(['allow', 'block']) })),
      passkey: enabled,
      email_otp: enabled,
      phone_otp: enabled,
    })),
    passkey_options: orNull(z.strictObject({ challenge_ui: policy(['both', 'autofill', 'button']), progressive_enrollment_enabled: bool, local_enrollment_enabled: bool })),
    passwordPolicy: orNull(z.enum(PASSWORD_POLICIES)),
    password_complexity_options: orNull(z.strictObject({ min_length: opt(int(1, 128)) })),
    password_history: orNull(z.strictObject({ enable: z.boolean(), size: opt(int(0, 24)) })),
    password_no_personal_info: orNull(z.strictObject({ enable: z.boolean() })),
    password_dictionary: orNull(z.strictObject({ enable: z.boolean(), dictionary: shortStrings(50) })),
    // A null entry: the SDK's type (newer than the contract) allows it.
    upstream_params: orNull(z.record(z.string(), z.nullable(z.union([
      z.strictObject({ alias: opt(z.enum(UPSTREAM_ALIASES)) }),
      z.strictObject({ value: opt(z.string()) }),
    ])))),
    set_user_root_attributes: policy(['on_each_login', 'on_first_login', 'never_on_login']),
    // The secret is never in a document or an exported file: a save puts back the tenant's (connectionSecrets.ts).
    gateway_authentication: orNull(z.looseObject({ method: z.string(), subject: opt(z.string()), audience: z.string(), secret: opt(z.string()), secret_base64_encoded: bool })),
    federated_connections_access_tokens: orNull(z.strictObject({ active: bool })),
    password_options: opt(z.strictObject({
      complexity: opt(z.strictObject({
        min_length: opt(int(1, 72)),
        character_types: opt(z.array(z.enum(['uppercase', 'lowercase', 'number', 'special']))),
        character_type_rule: policy(['all', 'three_of_four']),
        identical_characters: policy(['allow', 'block']),
        sequential_characters: policy(['allow', 'block']),
        max_length_exceeded: policy(['truncate', 'error']),
      })),
      dictionary: opt(z.strictObject({ active: bool, custom: shortStrings(50), default: policy(['en_10k', 'en_100k']) })),
      history: opt(z.strictObject({ active: bool, size: opt(int(1, 24)) })),
      profile_data: opt(z.strictObject({ active: bool, blocked_fields: shortStrings(100) })),
    })),
    assertion_decryption_settings: opt(z.strictObject({
      algorithm_profile: z.enum(['v2026-1']),
      algorithm_exceptions: opt(z.array(z.string().check(z.minLength(1), z.maxLength(100)))),
    })),
    id_token_signed_response_algs: orNull(z.array(z.enum(SIGNING_ALGS))),
    token_endpoint_auth_method: orNull(z.enum(['client_secret_post', 'private_key_jwt'])),
    token_endpoint_auth_signing_alg: orNull(z.enum(SIGNING_ALGS)),
    token_endpoint_jwtca_aud_format: policy(['issuer', 'token_endpoint']),
  });
  return { connectionOptionsSchema };
});

export type ConnectionOptions = z.infer<typeof connectionOptionsSchema>;
