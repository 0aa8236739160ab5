/** What the phone factors document needs of `vscode`: its save applies it. */
export { savePhoneFactors as save } from './draftSave';
