import { describe, expect, it } from 'vitest';
import { museumControls } from '../controls/control-entries.ts';
import { controlEntries } from '../controls/control-table.ts';
import { serverControls } from '../controls/server-controls.ts';
import { buildAdminOpenApiDocument } from './admin-open-api-document.ts';

const document = buildAdminOpenApiDocument();
const controls = [...controlEntries(museumControls), ...controlEntries(serverControls)];

describe('buildAdminOpenApiDocument', () => {
  it('describes every control at its method and path, its operationId the control name', () => {
    const described = Object.entries(document.paths).flatMap(([path, item]) =>
      Object.entries(item).map(([method, operation]) => [
        (operation as { operationId: string }).operationId,
        method.toUpperCase(),
        path,
      ]),
    );
    expect(described).toEqual(
      expect.arrayContaining(controls.map(([name, control]) => [name, control.method, control.path])),
    );
    expect(described).toHaveLength(controls.length + 1);
  });

  it('takes bodies, parameters and answers from the controls’ schemas', () => {
    expect(document.paths['/faults']?.post?.requestBody?.content['application/json']?.schema).toEqual({
      $ref: '#/components/schemas/AdminFault',
    });
    expect(document.components.schemas.AdminFault?.required).toEqual(['operation']);
    const journal = document.paths['/journal']?.get;
    expect(journal?.parameters?.map((parameter) => [parameter.name, parameter.in])).toEqual([
      ['X-Museum-Session', 'header'],
      ['operation', 'query'],
      ['status', 'query'],
      ['limit', 'query'],
    ]);
    expect(journal?.parameters?.[3]?.schema).toEqual({
      type: 'integer',
      minimum: 1,
      maximum: Number.MAX_SAFE_INTEGER,
    });
    expect(document.paths['/faults/{id}']?.delete?.parameters?.[1]).toMatchObject({
      name: 'id',
      in: 'path',
      required: true,
    });
    expect(Object.keys(document.paths['/clock/advance']?.post?.responses ?? {})).toEqual([
      '200',
      '400',
      '401',
      '405',
      '413',
      '415',
    ]);
    expect(document.paths['/reset']?.post?.responses['204']).toBeDefined();
  });
});
