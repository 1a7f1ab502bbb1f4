import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { requireEditor } from '../auth.ts';
import type { Db } from '../db/database.ts';
import { fail, ok } from '../../server/envelope.ts';
import { CATEGORY_CODE, CONTENT_SHAPE, EDITOR_API, ORDER_SHAPE, PANEL_FIELDS, PANEL_SHAPE, unknownFieldNote, unknownFields, type ContentInput, type PanelInput } from '../editor/shapes.ts';
import { EditorRefusal, editorStore, type EntryKind } from '../editor/store.ts';
import { idPath } from './params.ts';

/**
 * The editors' API (issue 30): put a panel, a content or a category's order on the local CMS and
 * take it off, with an editor's token. `npm run cms -- add <file.json>` (cms/feed-cli.ts) calls it.
 * The seeded city is refused (cms/editor/store.ts), so the e2e tests' home stays as seeded.
 */
const codePath = { type: 'object', required: ['code'], properties: { code: CATEGORY_CODE } } as const;

export function editorRoutes(app: FastifyInstance, db: Db): void {
  const store = editorStore(db);

  /** Runs a change for an editor, answering a refusal as its 4xx envelope. */
  async function asEditor(request: FastifyRequest, reply: FastifyReply, change: () => unknown) {
    if (!requireEditor(db, request, reply, "the editors' API calls")) return reply;
    try {
      return ok(change());
    } catch (error) {
      if (error instanceof EditorRefusal) return reply.code(error.status).send(fail(error.status, error.message));
      throw error;
    }
  }

  /** The id in the path and in the body must agree (a copied file keeps its old id otherwise). */
  function sameId(params: { id: number }, body: { id: number }): void {
    if (params.id !== body.id) throw new EditorRefusal(400, 'id', `the body's id ${body.id} is not the address's ${params.id}`);
  }

  app.put<{ Params: { id: number }; Body: ContentInput }>(`${EDITOR_API}/contents/:id`, { schema: { params: idPath, body: CONTENT_SHAPE } }, (request, reply) =>
    asEditor(request, reply, () => {
      sameId(request.params, request.body);
      store.putContent(request.body);
      return { id: request.body.id };
    }),
  );

  app.put<{ Params: { id: number }; Body: PanelInput }>(`${EDITOR_API}/panels/:id`, { schema: { params: idPath, body: PANEL_SHAPE } }, (request, reply) =>
    asEditor(request, reply, () => {
      const typo = unknownFields(request.body, PANEL_FIELDS)[0];
      if (typo !== undefined) throw new EditorRefusal(400, `body/${typo}`, unknownFieldNote(typo, PANEL_FIELDS, 'a panel'));
      sameId(request.params, request.body);
      return { id: request.body.id, ...store.putPanel(request.body) };
    }),
  );

  for (const kind of ['panel', 'content'] as const satisfies EntryKind[]) {
    app.delete<{ Params: { id: number } }>(`${EDITOR_API}/${kind}s/:id`, { schema: { params: idPath } }, (request, reply) =>
      asEditor(request, reply, () => {
        store.remove(kind, request.params.id);
        return { id: request.params.id };
      }),
    );
  }

  app.put<{ Params: { code: string }; Body: { panels: number[] } }>(`${EDITOR_API}/categories/:code/order`, { schema: { params: codePath, body: ORDER_SHAPE } }, (request, reply) =>
    asEditor(request, reply, () => ({ panels: store.putOrder(request.params.code, request.body.panels) })),
  );

  app.delete<{ Params: { code: string } }>(`${EDITOR_API}/categories/:code/order`, { schema: { params: codePath } }, (request, reply) =>
    asEditor(request, reply, () => ({ panels: store.restoreOrder(request.params.code) })),
  );
}
