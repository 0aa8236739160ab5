/** The versions picker's lines (pure, no `vscode`): number, the deployed mark, the date; the newest first. */
export interface VersionFacts {
  id: string;
  number?: number | undefined;
  deployed?: boolean | undefined;
  created_at?: string | undefined;
  status?: string | undefined;
}

export interface VersionLine {
  label: string;
  description: string;
  id: string;
}

/** `2026-11-27 10:41` from an ISO date (as given when it is not one). */
export function shortDate(iso: string | undefined): string {
  if (!iso) return '';
  const m = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})/.exec(iso);
  return m ? `${m[1]} ${m[2]}` : iso;
}

export const versionLabel = (v: VersionFacts) => (v.number === undefined ? v.id : `v${v.number}`);

export function versionLines(versions: readonly VersionFacts[]): VersionLine[] {
  return [...versions]
    .sort((a, b) => (b.number ?? 0) - (a.number ?? 0))
    .map((v) => ({
      label: `${v.deployed ? '$(check) ' : ''}${versionLabel(v)}`,
      description: [v.deployed ? 'deployed' : '', shortDate(v.created_at), v.status && v.status !== 'built' ? v.status : ''].filter(Boolean).join(' · '),
      id: v.id,
    }));
}
