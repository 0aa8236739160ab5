/** What the token exchange profile's drafts need of `vscode`: the actions' completion and hover, the 409's explanation. */
export { completeAction as completion } from './actionCompletion';
export { hoverAction as hover } from './actionHover';
export { explainRefusal as refused } from './duplicateType';
