/** JSON Schema fragments for route parameters (Fastify validates and coerces them). */
export const MAX_ID = 2_147_483_647;
export const idParam = { type: 'integer', minimum: 1, maximum: MAX_ID } as const;
export const optionalText = (maxLength = 200) => ({ type: 'string', maxLength }) as const;
export const pageSize = (fallback: number, maximum = 100) => ({ type: 'integer', minimum: 1, maximum, default: fallback }) as const;
export const pageIndex = { type: 'integer', minimum: 1, maximum: 100_000, default: 1 } as const;
export const flag01 = (fallback: 0 | 1 = 0) => ({ type: 'integer', enum: [0, 1], default: fallback }) as const;
export const idPath = { type: 'object', required: ['id'], properties: { id: idParam } } as const;

export const objectSchema = (properties: Record<string, object>, required: string[] = []) =>
  ({ type: 'object', additionalProperties: true, required, properties }) as const;

/** A page of records, as the spec's paged calls answer (records and total). */
export function paged<T>(records: T[], total: number, index: number, size: number) {
  return { records, total, pageIndex: index, pageSize: size, pages: Math.ceil(total / size) };
}
