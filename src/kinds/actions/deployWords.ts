/** The words of Deploy's confirmation (pure, no `vscode`): what deploying this action changes. */
export interface DeployedFacts {
  all_changes_deployed?: boolean | undefined;
  deployed_version?: { number?: number | undefined } | null | undefined;
  supported_triggers?: readonly { id: string }[] | undefined;
}

export function deployDetail(action: DeployedFacts): string {
  const current = action.deployed_version?.number;
  const triggers = (action.supported_triggers ?? []).map((t) => t.id).join(', ') || 'its trigger';
  const next = current === undefined ? 'Its saved draft becomes its first version.' : `Its saved draft becomes a new version (version ${current} is deployed now).`;
  const same = action.all_changes_deployed ? ' The draft has no change since the last deploy.' : '';
  return `${next}${same} Where the action is bound (${triggers}), the new version runs at once.`;
}
