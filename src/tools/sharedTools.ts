/**
 * The tools every kind shares, in the order of their inputs: loaded with the kinds' own tools when the tools are
 * registered (registerTools.ts), not at activation.
 */
import { compareResourceTool } from './compareResource';
import { getResourceTool } from './getResource';
import { listResourcesTool } from './listResources';
import { listTenantsTool } from './listTenants';
import type { ToolSpec } from './toolKit';

export const SHARED_TOOLS: readonly ToolSpec[] = [listTenantsTool, listResourcesTool, getResourceTool, compareResourceTool];
