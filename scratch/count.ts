import { requestSchema, sampleBodies } from '../test/unit/contract/contract';
import { violationsOf } from '../test/unit/contract/violations';
(async () => {
for (const [m,p] of [['POST','/token-exchange-profiles'],['PATCH','/token-exchange-profiles/{id}'],['POST','/connections'],['PATCH','/connections/{id}'],['POST','/event-streams'],['PATCH','/event-streams/{id}'],['POST','/flows/vault/connections'],['PATCH','/flows/vault/connections/{id}'],['PUT','/guardian/factors/phone/message-types'],['PUT','/guardian/factors/phone/providers/twilio'],['PUT','/guardian/factors/phone/selected-provider'],['PUT','/guardian/factors/phone/templates'],['POST','/verifiable-credentials/verification/templates'],['PATCH','/verifiable-credentials/verification/templates/{id}']]) {
  const schema = requestSchema(m,p);
  const bodies = await sampleBodies(schema, 40, 29);
  const vs = [...bodies.slice(0,6), ...bodies.slice(-6)].flatMap((b) => violationsOf(schema, b));
  const kinds = new Set(vs.map(v => v.constraint.split(' ')[0]));
  console.log(m, p, 'bodies', bodies.length, 'violations', vs.length, [...kinds].join(','));
  if (p.includes('event-streams') && m==='POST') console.log([...new Set(vs.map(v=>v.path.join('.')+' '+v.constraint))].join('\n'));
}
})();
