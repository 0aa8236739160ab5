/**
 * jose's JWT signing, used only by the private-key flow. It is loaded on demand (`await import('./jwtSigning')`
 * in privateKey.ts): the extension build writes it to its own file, dist/jwtSigning.js (see esbuild.mjs), so
 * the bundle loaded at activation stays without it.
 */
export { SignJWT } from 'jose';
