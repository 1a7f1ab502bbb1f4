/** A JSON Schema as the build reads it: every schema has an $id; `title` names its generated type. */
export type Schema = { $id: string; title?: string } & Record<string, unknown>;
/** A schema and the file it came from (for messages). */
export interface SchemaSource {
  schema: Schema;
  file: string;
}
