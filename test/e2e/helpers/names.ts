// Names in the emulator's demo data that several stories use.
import { DEMO_CONNECTION_IDS } from '../../../src/emulator/seed/ids';

/** The demo tenant's database connection. */
export const DB_CONNECTION = 'Username-Password-Authentication';
/** The URI of its document, opened from its tree row. */
export const DB_DOCUMENT = new RegExp(`^auth-tenants:.*/connections/${DEMO_CONNECTION_IDS.database}/${DB_CONNECTION}\\.connection\\.json$`);
