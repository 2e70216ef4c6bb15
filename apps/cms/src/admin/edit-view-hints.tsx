import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { labelLocaleOf } from '../browser/label-locale';
import { componentWords, contentTypeWords, fieldWords, type ModelWords, type Words } from './content-words';

type Field = { name: string; hint?: ReactNode };
type Rows = Field[][];

type EditLayout = {
  layout: Rows[];
  components: Record<string, { layout: Rows; settings: Record<string, unknown> }>;
  settings: { displayName?: string };
};

/**
 * A help line in the language the admin is drawn in at the time, not the one it had when the view
 * was laid out: the layout is made once per view, while react-intl's locale is the tab's own and
 * changes with the officer's profile.
 */
function Hint({ words }: { words: Words }) {
  const { locale } = useIntl();
  return <>{words[labelLocaleOf(locale)]}</>;
}

const withHints = <R extends Rows>(rows: R, model: ModelWords | undefined): R =>
  rows.map((row) =>
    row.map((field) => {
      const hint = model && fieldWords(model, field.name)?.hint;
      return hint === undefined ? field : { ...field, hint: <Hint words={hint} /> };
    }),
  ) as R;

/**
 * The content manager's edit view hook (Admin/CM/pages/EditView/mutate-edit-view-layout), in the
 * officer's language: each field's help line, which Strapi takes from the view's settings (stored
 * in French by src/bootstrap/admin-layouts.ts) and shows as it is (InputRenderer's useFieldHint,
 * which takes any React node), while the field's label is translated. Like the filters' hook, it is
 * given no uid: a content type is known by its display name (its English name), a block by its
 * uid, the key of `components`.
 */
export function translateEditViewHints<T extends { layout: EditLayout }>(args: T): T {
  const { layout } = args;
  const model = Object.values(contentTypeWords).find(({ name }) => name.en === layout.settings.displayName);
  return {
    ...args,
    layout: {
      ...layout,
      layout: layout.layout.map((panel) => withHints(panel, model)),
      components: Object.fromEntries(
        Object.entries(layout.components).map(([uid, component]) => [
          uid,
          { ...component, layout: withHints(component.layout, componentWords[uid]) },
        ]),
      ),
    },
  };
}
