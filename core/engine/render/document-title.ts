/*
 * A page names its document (the browser's tab, a link preview, the chat app's bar) in an effect,
 * which the server's render never runs. So the element that names it also carries the name in this
 * attribute: the server's head (server/page-head.ts) takes the first one of the rendered page for a
 * page it does not describe otherwise, and the title before scripts is the title after them.
 */
export const DOCUMENT_TITLE_ATTRIBUTE = 'data-document-title';

/** The attribute to spread on the element whose effect sets `document.title` to `title`. */
export const documentTitleAttribute = (title: string): Record<string, string> => (title ? { [DOCUMENT_TITLE_ATTRIBUTE]: title } : {});
