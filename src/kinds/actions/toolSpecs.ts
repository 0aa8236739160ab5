/** The actions' own agent tools, loaded together by their tool facet (src/kinds/actions/toolFacet.ts). */
import { getActionCodeTool, listActionBindingsTool } from './toolReads';
import { deployActionTool, testActionTool, updateActionCodeTool } from './toolWrites';

export const actionTools = [listActionBindingsTool, getActionCodeTool, testActionTool, updateActionCodeTool, deployActionTool];
