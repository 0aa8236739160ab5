import * as vscode from 'vscode';
import { CONFIG_PREFIX } from '../../constants';
import type { Services } from '../../services';
import { EMULATOR_DISMISSED_KEY, emulatorAnswers, emulatorOrigin, emulatorUrl, ensureEmulatorTenant, startEmulatorHint } from '../../tenants/emulator';

/**
 * Use the Local Emulator: adds the emulator tenant, asking for its URL when the setting is empty. When no emulator
 * answers there, says how to start one and adds the tenant only if asked to (Add Anyway).
 */
export async function useEmulator(services: Services): Promise<void> {
  const configured = emulatorUrl();
  let url = configured;
  if (!url) {
    const typed = await services.prompts.current.input({
      title: vscode.l10n.t('Local tenant emulator'),
      prompt: vscode.l10n.t('Origin printed by "npm run emulator", e.g. http://127.0.0.1:4000'),
      validateInput: (v) => (emulatorOrigin(v) ? undefined : vscode.l10n.t('Use a loopback http origin such as http://127.0.0.1:4000.')),
    });
    url = emulatorOrigin(typed);
    if (!url) return; // validateInput let nothing else through
  }
  if (!(await emulatorAnswers(url))) {
    // Cancelling ends the command here: nothing is saved or added.
    await services.prompts.current.confirm(
      vscode.l10n.t('No local tenant emulator answers at {0}.', url),
      { detail: startEmulatorHint() },
      vscode.l10n.t('Add Anyway'),
    );
  }
  if (url !== configured) await vscode.workspace.getConfiguration(CONFIG_PREFIX).update('emulator.url', url, vscode.ConfigurationTarget.Global);
  await services.context.globalState.update(EMULATOR_DISMISSED_KEY, undefined);
  await ensureEmulatorTenant(services.registry, url);
}
