/** A JSON object (not null, not an array): the shape every answer, seed and message is checked for first. */
export const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
