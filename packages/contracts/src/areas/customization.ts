import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import {
  dateTime,
  idParams,
  optionalText,
  pagedResult,
  pagingQueryShape,
  queryText,
  requiredText,
} from '../common.ts';
import { keyed } from '../validation-keys.ts';

/**
 * Customization records: the spec shows only the Code filter, so a record is a coded text entry
 * (code unique per tenant 1..64, name 1..128, content ≤ 4000, remarks ≤ 512). No feature gate.
 */
export const customization = z.object({
  id: z.string(),
  code: z.string(),
  name: z.string(),
  content: z.string().nullish(),
  remarks: z.string().nullish(),
  creationTime: dateTime(),
  concurrencyStamp: z.string().nullish(),
});
export type Customization = z.infer<typeof customization>;

export const saveCustomization = z.object(
  {
    code: requiredText(64),
    name: requiredText(128),
    content: optionalText(4000),
    remarks: optionalText(512),
    concurrencyStamp: z.string().nullish(),
  },
  keyed,
);
export type SaveCustomization = z.input<typeof saveCustomization>;

export const customizationListQuery = z.object({ ...pagingQueryShape, Code: queryText() });
export type CustomizationListQuery = z.input<typeof customizationListQuery>;

const P = 'Inventory.Customizations';

export const customizationEndpoints = {
  create: defineEndpoint({
    name: 'customization.create',
    method: 'POST',
    path: '/api/app/customization',
    body: saveCustomization,
    response: customization,
    permission: `${P}.Create`,
  }),
  list: defineEndpoint({
    name: 'customization.list',
    method: 'GET',
    path: '/api/app/customization',
    query: customizationListQuery,
    response: pagedResult(customization),
    permission: P,
  }),
  update: defineEndpoint({
    name: 'customization.update',
    method: 'PUT',
    path: '/api/app/customization/{id}',
    params: idParams,
    body: saveCustomization,
    response: customization,
    permission: `${P}.Update`,
  }),
  delete: defineEndpoint({
    name: 'customization.delete',
    method: 'DELETE',
    path: '/api/app/customization/{id}',
    params: idParams,
    response: null,
    permission: `${P}.Delete`,
  }),
};
