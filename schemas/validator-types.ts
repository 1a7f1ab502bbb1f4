/** The shape of an ajv standalone validate function (kept here so the browser never imports ajv itself). */
export interface SchemaError {
  instancePath: string;
  schemaPath: string;
  keyword: string;
  params: Record<string, unknown>;
  message?: string;
}

export interface CompiledValidator {
  (data: unknown): boolean;
  errors?: SchemaError[] | null;
}
