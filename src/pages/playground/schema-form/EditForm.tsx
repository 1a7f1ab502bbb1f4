import { useMemo } from 'react';
import { useTexts } from '../../../../core/engine/render/useTexts.ts';
import type { SchemaId } from '../../../../schemas/generated/schema-ids.ts';
import type { ReportRow } from '../playground-report.ts';
import { playgroundMessages } from '../playground.messages.ts';
import { getAt, pointersOf, setAt, type ValuePath } from './form-values.ts';
import { pluginSchema } from './plugin-schemas.ts';
import { Group } from './SchemaFields.tsx';
import './schema-form.css';

interface Props {
  row: ReportRow;
  /** The whole pasted value; the row's part of it is edited in place. */
  value: unknown;
  onEdit: (value: unknown) => void;
}

/**
 * The selected panel or item as a form made from the schema its plugin validates it with (the same
 * schema, so the form offers what the report checks); each edit re-renders the phone and the report.
 */
export function EditForm({ row, value, onEdit }: Props) {
  const t = useTexts(playgroundMessages);
  const schemaId: SchemaId = row.plugin?.schema ?? (row.level === 'panel' ? 'panel' : 'content-item');
  const schema = useMemo(() => pluginSchema(schemaId), [schemaId]);
  const problems = useMemo(() => pointersOf([...row.errors, ...row.warnings]), [row]);
  const context = useMemo(() => ({ problems, edit: (path: ValuePath, next: unknown) => onEdit(setAt(value, [...row.at, ...path], next)) }), [problems, onEdit, value, row.at]);
  const name = row.name || `#${row.id ?? '?'}`;
  return (
    <form className="schema-form" data-testid="edit-form" aria-label={t('playground.form.title', { name })} onSubmit={(event) => event.preventDefault()}>
      <p className="schema-form__intro">{t('playground.form.intro')}</p>
      <Group title={t('playground.form.title', { name })} node={schema} value={getAt(value, row.at)} path={[]} context={context} />
      <p className="schema-form__schema">
        {t('playground.form.schema')} <code>{schemaId}</code>
      </p>
    </form>
  );
}
