import { useId } from 'react';
import { fieldName } from '../../../../core/engine/render/editor-words.ts';
import { previewMessages } from '../../../../core/engine/render/preview.messages.ts';
import { useTexts } from '../../../../core/engine/render/useTexts.ts';
import { playgroundMessages } from '../playground.messages.ts';
import { kindOf, flatten, type JsonSchema } from './plugin-schemas.ts';
import { pointerOf, shownValue, typedValue, type ValuePath } from './form-values.ts';
import { hasOwn } from '../../../../core/engine/env/old-engines.ts';
import { isRecord } from '../../../../core/engine/schema/json-guards.ts';

export interface FieldContext {
  /** Pointers the report names: those fields are marked. */
  problems: ReadonlySet<string>;
  edit: (path: ValuePath, value: unknown) => void;
}

/** Fields the form leaves to the rest of the playground: a panel's items are edited one by one. */
const NOT_IN_FORM = new Set(['contents']);

/** One field: a box, a switch or a choice for a value; a group or a list of groups for nested ones. */
function Field({ name, node, value, path, required, context }: { name: string; node: JsonSchema; value: unknown; path: ValuePath; required: boolean; context: FieldContext }) {
  const t = useTexts(playgroundMessages, previewMessages);
  const id = useId();
  const flat = flatten(node);
  const kind = kindOf(flat);
  if (kind === 'object') return <Group title={fieldName(name, t)} node={flat} value={value} path={path} context={context} />;
  if (kind === 'array' && flat.items && kindOf(flatten(flat.items)) === 'object') return <List name={name} node={flat} value={value} path={path} context={context} />;
  const invalid = context.problems.has(pointerOf(path));
  const label = (
    <label htmlFor={id} className="schema-form__label">
      {fieldName(name, t)} {fieldName(name, t).toLowerCase() === name.toLowerCase() ? null : <code>{name}</code>} {required ? <span className="schema-form__required">{t('playground.form.required')}</span> : null}
    </label>
  );
  if (kind === 'boolean') {
    return (
      <div className="schema-form__field schema-form__field--switch">
        <input id={id} type="checkbox" checked={value === true || value === 1 || value === '1'} onChange={(e) => context.edit(path, e.target.checked)} aria-invalid={invalid} />
        {label}
      </div>
    );
  }
  return (
    <div className="schema-form__field">
      {label}
      {flat.enum ? (
        <select id={id} value={shownValue(value)} onChange={(e) => context.edit(path, flat.enum?.find((choice) => String(choice) === e.target.value))} aria-invalid={invalid}>
          <option value="">—</option>
          {flat.enum.map((choice) => (
            <option key={String(choice)} value={String(choice)}>
              {String(choice)}
            </option>
          ))}
        </select>
      ) : (
        <input id={id} value={shownValue(value)} inputMode={kind === 'integer' || kind === 'number' ? 'numeric' : undefined} onChange={(e) => context.edit(path, typedValue(flat, e.target.value))} aria-invalid={invalid} />
      )}
      {flat.description ? <small className="schema-form__hint">{flat.description}</small> : null}
    </div>
  );
}

/** A group's fields: what the schema requires and what the value has first, the others folded. */
export function Group({ title, node, value, path, context }: { title: string; node: JsonSchema; value: unknown; path: ValuePath; context: FieldContext }) {
  const t = useTexts(playgroundMessages);
  const record = isRecord(value) ? value : {};
  const required = new Set(node.required ?? []);
  const names = Object.keys(node.properties ?? {}).filter((name) => !NOT_IN_FORM.has(name));
  const first = names.filter((name) => required.has(name) || hasOwn(record, name));
  const others = names.filter((name) => !first.includes(name));
  const field = (name: string) => <Field key={name} name={name} node={node.properties?.[name] ?? {}} value={record[name]} path={[...path, name]} required={required.has(name)} context={context} />;
  return (
    <fieldset className="schema-form__group">
      <legend>{title}</legend>
      {first.map(field)}
      {others.length > 0 ? (
        <details className="schema-form__more">
          <summary>{t('playground.form.more', { count: others.length })}</summary>
          {others.map(field)}
        </details>
      ) : null}
    </fieldset>
  );
}

/** A list of groups (an alert list in a panel's settings): each element by its place and title, removable; one more can be added. */
function List({ name, node, value, path, context }: { name: string; node: JsonSchema; value: unknown; path: ValuePath; context: FieldContext }) {
  const t = useTexts(playgroundMessages, previewMessages);
  const elements = Array.isArray(value) ? value : [];
  const itemNode = flatten(node.items ?? {});
  return (
    <fieldset className="schema-form__group">
      <legend>
        {fieldName(name, t)} <code>{name}</code>
      </legend>
      {elements.map((element, i) => {
        const label = isRecord(element) ? (element.title ?? element.name ?? element.id) : undefined;
        const place = i + 1;
        return (
          <div key={i} className="schema-form__element">
            <Group title={label === undefined ? t('preview.path.item', { place }) : t('preview.path.itemNamed', { place, label: String(label) })} node={itemNode} value={element} path={[...path, i]} context={context} />
            <button type="button" className="button button--quiet" onClick={() => context.edit(path, elements.filter((_, j) => j !== i))}>
              {t('playground.form.remove', { place })}
            </button>
          </div>
        );
      })}
      <button type="button" className="button button--quiet" onClick={() => context.edit(path, [...elements, {}])}>
        {t('playground.form.add')}
      </button>
    </fieldset>
  );
}
