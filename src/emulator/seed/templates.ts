// Demo verifiable credential verification templates: mDL presentations with varied requested claims,
// enough of them (DEMO_TEMPLATE_COUNT) that listing takes several pages.
import { MDL_CLAIMS, type VerificationTemplate } from '../state/types';
import { DEMO_TEMPLATE_COUNT, demoTemplateId } from './ids';

const PURPOSES: { name: string; claims: (typeof MDL_CLAIMS)[number][] }[] = [
  { name: 'Age over 18', claims: ['age_in_years', 'portrait'] },
  { name: 'Age over 21 (alcohol)', claims: ['age_in_years', 'age_birth_year', 'portrait'] },
  { name: 'Car rental', claims: ['family_name', 'given_name', 'birth_date', 'driving_privileges', 'expiry_date', 'portrait'] },
  { name: 'Account opening (KYC)', claims: ['family_name', 'given_name', 'birth_date', 'resident_address', 'resident_city', 'resident_postal_code', 'resident_country', 'nationality', 'portrait'] },
  { name: 'Residency check', claims: ['resident_state', 'resident_country', 'issuing_jurisdiction'] },
  { name: 'Document validity', claims: ['issue_date', 'expiry_date', 'issuing_country', 'issuing_authority'] },
  { name: 'Name in local script', claims: ['family_name_national_character', 'given_name_national_character', 'portrait_capture_date'] },
];

const ISSUERS = [null, 'https://mdl.dmv.ca.gov', 'https://mdl.dmv.ca.gov,https://id.tsa.example.gov', 'https://mdl.transport.nsw.gov.au'];

/** The demo templates; `count` (default DEMO_TEMPLATE_COUNT) makes more of the same kind (benchmarks). */
export function demoTemplates(count = DEMO_TEMPLATE_COUNT): VerificationTemplate[] {
  const out: VerificationTemplate[] = [];
  for (let n = 1; n <= count; n++) {
    const purpose = PURPOSES[(n - 1) % PURPOSES.length]!;
    const claims: Partial<Record<(typeof MDL_CLAIMS)[number], boolean>> = {};
    for (const claim of purpose.claims) claims[claim] = true;
    // Vary the requests a little more: every third template explicitly declines the portrait.
    if (n % 3 === 0) claims.portrait = false;
    const day = new Date(Date.UTC(2025, 0, 1) + n * 36 * 3600 * 1000).toISOString();
    out.push({
      id: demoTemplateId(n),
      name: `${purpose.name} #${String(n).padStart(3, '0')}`,
      type: 'mdl',
      dialect: 'simplified/1.0',
      presentation: { 'org.iso.18013.5.1.mDL': { 'org.iso.18013.5.1': claims } },
      custom_certificate_authority: n % 10 === 0 ? '-----BEGIN CERTIFICATE-----\nMIIBdemoCA\n-----END CERTIFICATE-----' : null,
      well_known_trusted_issuers: ISSUERS[n % ISSUERS.length]!,
      created_at: day,
      updated_at: day,
    });
  }
  return out;
}
