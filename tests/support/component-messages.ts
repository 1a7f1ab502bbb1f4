import type { Messages } from '../../core/engine/i18n/define-messages.ts';

/** Every component's own texts: each `*.messages.ts` of core/engine/render, ui/, plugins/ and src/ (found, not listed). */
const modules = import.meta.glob<Record<string, Messages<Record<string, string>>>>(['../../core/**/*.messages.ts', '../../ui/**/*.messages.ts', '../../plugins/**/*.messages.ts', '../../src/**/*.messages.ts'], {
  eager: true,
});

export const COMPONENT_MESSAGE_FILES: readonly { file: string; messages: Messages<Record<string, string>> }[] = Object.entries(modules).flatMap(([file, exports]) =>
  Object.values(exports).map((messages) => ({ file: file.replace(/^(\.\.\/)+/, ''), messages })),
);

export const COMPONENT_MESSAGES = COMPONENT_MESSAGE_FILES.map((entry) => entry.messages);
