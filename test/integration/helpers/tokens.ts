import { emulatorToken, emulatorUrl } from './emulator';

/** A token for the emulator's admin client narrowed to `scope` (space-separated), for a tenant with fewer rights. */
export const narrowToken = (scope: string): Promise<string> => emulatorToken(emulatorUrl(), { scope });
