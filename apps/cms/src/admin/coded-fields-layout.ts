import { codeLabelOf } from '../admissions/coded-fields';
import { contentTypeUidOf } from './content-words';

/** The input type this layout gives a field that holds a code: app.tsx draws it with coded-field-input.tsx. */
export const CODED_FIELD_TYPE = 'coded-text';

type Field = { name: string; type?: string };

/**
 * The content manager's edit view hook (Admin/CM/pages/EditView/mutate-edit-view-layout): each
 * field that holds a code (src/admissions/coded-fields.ts) is drawn by our input, which reads it
 * in words (coded-field-input.tsx, registered under its type with `app.addFields`); Strapi would
 * show the code. The hook names no uid: the content type is known by its display name.
 */
export function showCodedFieldsInWords<
  T extends { layout: { layout: Field[][][]; settings: { displayName?: string } } },
>(args: T): T {
  const model = contentTypeUidOf(args.layout.settings.displayName);
  if (!model) return args;
  return {
    ...args,
    layout: {
      ...args.layout,
      layout: args.layout.layout.map((panel) =>
        panel.map((row) =>
          row.map((field) => (codeLabelOf(model, field.name) ? { ...field, type: CODED_FIELD_TYPE, model } : field)),
        ),
      ),
    },
  };
}
