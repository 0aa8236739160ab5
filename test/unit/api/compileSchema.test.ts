import assert from 'node:assert/strict';
import * as z from 'zod/mini';
import { compileSchema } from '../../../src/api/compileSchema';
import { UnexpectedResponseError } from '../../../src/api/inputErrors';
import { built, parseResponse } from '../../../src/api/request';
import { verificationTemplateSchema } from '../../../src/api/verificationTemplates';

const template = (id: string) => ({
  id,
  name: `T ${id}`,
  presentation: { 'org.iso.18013.5.1.mDL': { 'org.iso.18013.5.1': { age_in_years: true } } },
  custom_certificate_authority: null,
  extra_field: { kept: [1, 2] },
});
const listOf = () => z.lazy(() => z.union([
  z.array(built(verificationTemplateSchema)),
  z.looseObject({ templates: z.optional(z.array(built(verificationTemplateSchema))), next: z.optional(z.nullable(z.string())) }),
]));
const sent = (body: unknown) => ({ status: 200, body, path: '/api/v2/x' });

describe('api/compileSchema: response schemas compiled by zod', () => {
  it('compiles a list schema whose item schema is nested with built(), through its outer z.lazy', () => {
    assert.ok(compileSchema(listOf()));
  });

  it('leaves a recursive schema to the runtime parser', () => {
    const node: z.ZodMiniType = z.looseObject({ id: z.string(), children: z.optional(z.array(z.lazy(() => node))) });
    assert.equal(compileSchema(node), undefined);
  });

  it('the compiled parser gives what the runtime parser gives, unknown keys included', () => {
    const schema = listOf();
    const body = { templates: [template('vct_1'), template('vct_2')], next: 'c2', total: 2 };
    const runtime = schema.safeParse(body);
    const compiled = compileSchema(schema)!.safeParse(body);
    assert.equal(runtime.success, true);
    assert.deepEqual(compiled, runtime);
    assert.deepEqual(compileSchema(schema)!.safeParse([template('vct_3')]), schema.safeParse([template('vct_3')]));
  });

  it('parseResponse: the same answers and the same issues before and after the schema is compiled', () => {
    const schema = listOf();
    const good = { templates: [template('vct_1')], next: null };
    const bad = { templates: [{ ...template('vct_2'), id: 42 }] };
    const issuesOf = () => {
      try {
        parseResponse(schema, sent(bad), 'GET');
      } catch (err) {
        assert.ok(err instanceof UnexpectedResponseError);
        return err.message;
      }
      assert.fail('a template with a numeric id was accepted');
    };
    const before = issuesOf();
    const first = parseResponse(schema, sent(good), 'GET'); // runtime parse, then compiled
    assert.deepEqual(parseResponse(schema, sent(good), 'GET'), first);
    assert.equal(issuesOf(), before);
  });
});
