// An action's draft, versions, bindings and executions as the emulated tenant keeps them (plain JSON, in the state file).

export interface ActionTrigger {
  id: string;
  version: string;
}

export interface ActionSecret {
  name: string;
  updated_at: string;
  /** Emulator-only, never answered: SHA-256 of the write-only value (the value itself is never kept). */
  value_sha256?: string;
}

/** What a version and the draft share: the code and how it runs. */
export interface ActionCode {
  code: string;
  dependencies: { name: string; version: string; registry_url?: string }[];
  runtime: string;
  supported_triggers: ActionTrigger[];
}

export interface Action extends ActionCode {
  id: string;
  name: string;
  secrets: ActionSecret[];
  /** The draft's build: pending until `build_ready_ms` (emulator clock), then built (routes/actionsPresent.ts). */
  status: 'built' | 'pending' | 'failed';
  all_changes_deployed: boolean;
  /** Present once the action has been deployed at least once (a summary; answers carry the whole version). */
  deployed_version?: { id: string; number: number; deployed: boolean; status: string; created_at: string };
  created_at: string;
  updated_at: string;
  built_at?: string;
  /** Emulator-only, never answered: when (emulator clock, ms) a pending build is reported built. */
  build_ready_ms?: number;
}

/** A deployed (or once deployed) version of an action: numbered 1, 2, … per action. */
export interface ActionVersionRecord extends ActionCode {
  id: string;
  action_id: string;
  number: number;
  /** True for the one version that runs now. */
  deployed: boolean;
  secrets: { name: string; updated_at: string }[];
  status: 'built' | 'pending';
  created_at: string;
  updated_at: string;
  built_at?: string;
  build_ready_ms?: number;
}

/** One action bound to a trigger; a trigger's bindings run in the order of the list. */
export interface ActionBindingRecord {
  id: string;
  trigger_id: string;
  action_id: string;
  display_name: string;
  created_at: string;
  updated_at: string;
}

/** A recorded execution (GET /actions/executions/{id}). */
export interface ActionExecutionRecord {
  id: string;
  trigger_id: string;
  status: 'final' | 'partial' | 'pending';
  results: { action_name: string; error?: { id: string; msg: string }; started_at: string; ended_at: string }[];
  created_at: string;
  updated_at: string;
}
