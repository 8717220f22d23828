/**
 * The OpenAPI document as a client generator reads it: valid OpenAPI, and every operation of
 * the contract present under its contract name as `operationId`.
 */
import { Validator, type SpecData } from '@seriousme/openapi-schema-validator';
import { describe, expect, it } from 'vitest';
import { appPerFile } from '#tests/support/api-helpers.ts';
import { OPERATIONS } from '#src/api-contract/operations.ts';

const { t } = appPerFile();

type Doc = { paths: Record<string, Record<string, { operationId?: string }>> };

describe('the OpenAPI document', () => {
  it('validates against the OpenAPI schema', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/v1/docs/json' })).json<SpecData>();
    const result = await new Validator().validate(doc);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('names every operation after the contract, each id once', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/v1/docs/json' })).json<Doc>();
    const ids = Object.values(doc.paths).flatMap((ops) => Object.values(ops).map((o) => o.operationId));
    expect(ids.filter((id) => id === undefined)).toEqual([]);
    expect(new Set(ids).size).toBe(ids.length);
    expect([...ids].sort()).toEqual(Object.keys(OPERATIONS).sort());
  });
});
