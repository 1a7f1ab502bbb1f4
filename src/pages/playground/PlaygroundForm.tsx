import { newsCategory } from '../../../cities/current.ts';
import { useState, type FormEvent } from 'react';
import type { Plugin } from '../../../core/engine/registry/types.ts';
import { useTexts } from '../../../core/engine/render/useTexts.ts';
import { useEngine } from '../../../core/engine/render/engine.tsx';
import { usePluginTitles } from '../../../core/engine/render/usePluginTitles.ts';
import { pluginTitle } from '../../../core/engine/registry/plugin-titles.ts';
import { exampleName, type PlaygroundState } from './playground-state.ts';
import { playgroundMessages } from './playground.messages.ts';

interface Props {
  state: PlaygroundState;
  /** The text the editor is working on (the pasted JSON, or the chosen example's). */
  text: string;
  examples: readonly { plugin: Plugin; valid: readonly unknown[] }[];
  onChange: (state: Partial<PlaygroundState>) => void;
}

/** Where the JSON comes from: pasted, a plugin's example, or the CMS (a category code, a panel id). */
export function PlaygroundForm({ state, text, examples, onChange }: Props) {
  const t = useTexts(playgroundMessages);
  const { language } = useEngine();
  const titles = usePluginTitles();
  const [draft, setDraft] = useState(text);
  const [category, setCategory] = useState(state.category ?? '');
  const [panel, setPanel] = useState(state.panel ?? '');
  const [shownText, setShownText] = useState(text);
  // A new source (an example chosen, an address opened) replaces what the text area holds.
  if (shownText !== text) {
    setShownText(text);
    setDraft(text);
  }
  const render = (event: FormEvent) => {
    event.preventDefault();
    onChange({ json: draft });
  };
  const load = (event: FormEvent) => {
    event.preventDefault();
    onChange({ category: category.trim(), panel: panel.trim() });
  };
  return (
    <div className="playground__form">
      <form onSubmit={render} className="playground__paste">
        <label htmlFor="playground-json">{t('playground.paste')}</label>
        <textarea id="playground-json" value={draft} onChange={(e) => setDraft(e.target.value)} rows={8} spellCheck={false} />
        <button type="submit" className="button">
          {t('playground.render')}
        </button>
      </form>
      <label className="playground__field">
        <span>{t('playground.example')}</span>
        <select value={state.example ?? ''} onChange={(e) => onChange({ example: e.target.value })}>
          <option value="">{t('playground.chooseExample')}</option>
          {examples.flatMap(({ plugin, valid }) =>
            valid.map((_, i) => (
              <option key={exampleName(plugin.key, i)} value={exampleName(plugin.key, i)}>
                {`${pluginTitle(titles, plugin, language)} · ${i + 1}`}
              </option>
            )),
          )}
        </select>
      </label>
      <form onSubmit={load} className="playground__cms">
        <label className="playground__field">
          <span>{t('playground.category')}</span>
          <input value={category} onChange={(e) => setCategory(e.target.value)} placeholder={newsCategory} />
        </label>
        <label className="playground__field">
          <span>{t('playground.panel')}</span>
          <input value={panel} onChange={(e) => setPanel(e.target.value)} inputMode="numeric" placeholder="48662" />
        </label>
        <button type="submit" className="button">
          {t('playground.load')}
        </button>
      </form>
    </div>
  );
}
