import { requestSchema, sampleBodies } from '../test/unit/contract/contract';
(async () => {
for (const [m,p] of [['POST','/token-exchange-profiles'],['PATCH','/token-exchange-profiles/{id}'],['POST','/event-streams'],['PATCH','/event-streams/{id}'],['POST','/flows/vault/connections'],['PATCH','/connections/{id}'],['POST','/verifiable-credentials/verification/templates'],['PUT','/guardian/factors/phone/providers/twilio']]) {
  const bodies = await sampleBodies(requestSchema(m,p), 6, 1);
  console.log(m, p, bodies.length); for (const b of bodies.slice(0,6)) console.log('  ', JSON.stringify(b).slice(0,400));
}
})();
